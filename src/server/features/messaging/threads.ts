import { BRAND } from '#shared/brand.ts'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import { previewText } from '#shared/format/text.ts'
import { type Message, type Participant, REPLY_PREFIX, type Thread } from '#shared/schemas/messages.ts'
import type { MessageRow, Person } from './messaging.repo.ts'

/** Whose view a list is for: a customer never sees the administrators' own e-mail addresses. */
export interface Viewer {
  id: string
  isAdmin: boolean
}

export const TEAM_NAME = `${BRAND.name} team`
/** The participant a customer's message goes to: the whole team, no one administrator. */
export const TEAM_ID = 'team'
export const teamParticipant: Participant = { id: TEAM_ID, name: TEAM_NAME, email: null, isTeam: true }

/** To a customer an administrator signs with their name and the team's, never their e-mail address. */
export function toParticipant(person: Person, viewer: Viewer): Participant {
  const isTeam = person.role === 'admin'
  const name = person.displayName?.trim() || person.name.trim() || person.email
  if (isTeam && !viewer.isAdmin) return { id: person.id, name: `${name}, ${TEAM_NAME}`, email: null, isTeam }
  return { id: person.id, name, email: person.email, isTeam }
}

export function toMessage(row: MessageRow, teamIds: ReadonlySet<string>): Message {
  return {
    id: row.id,
    threadId: row.threadId,
    parentMessageId: row.parentMessageId,
    senderId: row.senderId,
    recipientId: row.recipientId,
    subject: row.subject,
    message: row.message,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    fromTeam: teamIds.has(row.senderId),
  }
}

/**
 * Groups one page of messages (newest first) into threads, newest thread first, each thread's messages
 * oldest first. Only the page's messages are counted: a thread longer than the page shows its part.
 */
export function groupThreads(
  page: Message[],
  people: ReadonlyMap<string, Participant>,
  viewer: Viewer,
): Thread[] {
  const byThread = new Map<string, Message[]>()
  for (const message of page) {
    const list = byThread.get(message.threadId) ?? []
    list.push(message)
    byThread.set(message.threadId, list)
  }
  return [...byThread].map(([threadId, newestFirst]) => {
    const messages = [...newestFirst].reverse()
    const first = messages[0] as Message
    const last = newestFirst[0] as Message
    const participantIds = [...new Set(messages.flatMap((m) => [m.senderId, m.recipientId ?? TEAM_ID]))]
    return {
      threadId,
      subject: first.subject.startsWith(REPLY_PREFIX)
        ? first.subject.slice(REPLY_PREFIX.length)
        : first.subject,
      participants: participantIds.flatMap((id) => {
        const participant = id === TEAM_ID ? teamParticipant : people.get(id)
        return participant ? [participant] : []
      }),
      lastMessage: previewText(last.message, ADMIN.previewChars),
      lastMessageAt: last.createdAt,
      // What the viewer received: an administrator reads the team's messages.
      unreadCount: messages.filter((m) => !m.read && m.recipientId === (viewer.isAdmin ? null : viewer.id))
        .length,
      messageCount: messages.length,
      messages,
    }
  })
}
