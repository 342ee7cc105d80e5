import { eq, sql } from 'drizzle-orm'
import type { BrowserContext } from 'playwright-core'
import type { DatabaseHandle } from '#server/db/client.ts'
import { chatbotConversations, chatbotMessages } from '#server/db/schema/chatbot.ts'

/** A visitor's chat through the public widget API: a session, its messages, then what they told us. */
export async function chatAsVisitor(
  context: BrowserContext,
  baseUrl: string,
  chat: { messages: string[]; email?: string; name?: string; outcome?: 'human_requested' },
): Promise<string> {
  const headers = { origin: baseUrl }
  const call = async (method: 'post' | 'patch', path: string, data: unknown) => {
    const response = await context.request[method](`${baseUrl}${path}`, { data, headers })
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`)
    return response.json()
  }
  const session = await call('post', '/api/chatbot/sessions', { page_url: `${baseUrl}/pricing` })
  const id: string = session.conversation_id
  for (const message of chat.messages) {
    await call('post', '/api/chatbot/query', { conversation_id: id, message })
  }
  if (chat.email || chat.name || chat.outcome) {
    await call('patch', `/api/chatbot/conversations/${id}`, {
      email: chat.email,
      name: chat.name,
      final_outcome: chat.outcome,
    })
  }
  return id
}

/**
 * Sets what a long-running install would show: the scores and lengths under test, and earlier
 * conversations moved back in time (with their messages), so the transcript's session divider shows.
 */
export async function settleConversations(
  { db }: DatabaseHandle,
  changes: Array<{
    id: string
    intentScore: number
    durationSeconds?: number
    hoursAgo?: number
    /** The outcome to show (the responder may have asked for a person on its own). */
    finalOutcome: string | null
  }>,
) {
  for (const change of changes) {
    const shift = sql`make_interval(hours => ${change.hoursAgo ?? 0})`
    await db
      .update(chatbotConversations)
      .set({
        intentScore: change.intentScore,
        sessionDurationSeconds: change.durationSeconds ?? 0,
        firstSeenAt: sql`${chatbotConversations.firstSeenAt} - ${shift}`,
        lastSeenAt: sql`${chatbotConversations.lastSeenAt} - ${shift}`,
        createdAt: sql`${chatbotConversations.createdAt} - ${shift}`,
        finalOutcome: change.finalOutcome,
      })
      .where(eq(chatbotConversations.id, change.id))
  }
  for (const change of changes.filter((c) => c.hoursAgo)) {
    await db
      .update(chatbotMessages)
      .set({ createdAt: sql`${chatbotMessages.createdAt} - make_interval(hours => ${change.hoursAgo})` })
      .where(eq(chatbotMessages.conversationId, change.id))
  }
}
