import { and, asc, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { chatbotConversations, chatbotMessages } from '../../db/schema/chatbot.ts'

export type ConversationRow = typeof chatbotConversations.$inferSelect
export type NewConversation = typeof chatbotConversations.$inferInsert
export type NewChatMessage = typeof chatbotMessages.$inferInsert

export async function insertConversation(executor: Executor, values: NewConversation) {
  const [row] = await executor
    .insert(chatbotConversations)
    .values(values)
    .returning({ id: chatbotConversations.id, sessionId: chatbotConversations.sessionId })
  if (!row) throw new Error('insert returned no conversation')
  return row
}

export async function findConversation(executor: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await executor.select().from(chatbotConversations).where(eq(chatbotConversations.id, id))
  return row
}

/** The conversation, locked until the transaction ends, so two messages at once count both. */
export async function lockConversation(executor: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await executor
    .select()
    .from(chatbotConversations)
    .where(eq(chatbotConversations.id, id))
    .for('update')
  return row
}

export async function updateConversation(
  executor: Executor,
  id: string,
  values: Partial<Omit<NewConversation, 'id'>>,
): Promise<void> {
  await executor.update(chatbotConversations).set(values).where(eq(chatbotConversations.id, id))
}

export async function insertMessages(executor: Executor, rows: NewChatMessage[]): Promise<void> {
  await executor.insert(chatbotMessages).values(rows)
}

/** Everything the visitor typed in the conversation, oldest first. */
export async function visitorMessages(executor: Executor, conversationId: string): Promise<string[]> {
  const rows = await executor
    .select({ content: chatbotMessages.content })
    .from(chatbotMessages)
    .where(and(eq(chatbotMessages.conversationId, conversationId), eq(chatbotMessages.role, 'user')))
    .orderBy(asc(chatbotMessages.createdAt), asc(chatbotMessages.id))
  return rows.map((row) => row.content)
}

/** The last `limit` messages, oldest first (the model's view of the conversation). */
export async function recentMessages(executor: Executor, conversationId: string, limit: number) {
  const rows = await executor
    .select({ role: chatbotMessages.role, content: chatbotMessages.content })
    .from(chatbotMessages)
    .where(eq(chatbotMessages.conversationId, conversationId))
    .orderBy(desc(chatbotMessages.createdAt), desc(chatbotMessages.id))
    .limit(limit)
  return rows.reverse().map((row) => ({ role: row.role as 'user' | 'assistant', content: row.content }))
}
