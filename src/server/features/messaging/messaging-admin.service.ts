import { randomUUID } from 'node:crypto'
import { AppError } from '#shared/errors.ts'
import {
  adminDeletedNotice,
  broadcastSentNotice,
  MESSAGE_SENT,
  type MessagePage,
  NO_USERS_FOUND,
  RECIPIENT_NOT_FOUND,
  REPLY_SENT,
  replySubject,
  SELECT_RECIPIENT,
} from '#shared/schemas/messages.ts'
import { pageOffset } from '#shared/schemas/paging.ts'
import type { Executor } from '../../db/client.ts'
import {
  countAllMessages,
  countTeamUnread,
  deleteMessages,
  findAdminIds,
  findLatestInThread,
  findPerson,
  insertMessages,
  listAllCustomers,
  listAllMessagesWithPeople,
  lockMessages,
  markThreadRead,
  type NewMessageRow,
  type Person,
} from './messaging.repo.ts'
import {
  insertTeamMessage,
  MESSAGES_NOT_FOUND,
  MESSAGES_PAGE_SIZE,
  type MessagingDeps,
  messagePageOf,
  queueTeamNotices,
  THREAD_NOT_FOUND,
  tellMessagesChanged,
} from './messaging.service.ts'
import { toMessage } from './threads.ts'

/** Rows per INSERT in a broadcast (well below PostgreSQL's 65,535 parameters). */
const BROADCAST_CHUNK = 1000

export interface AdminCaller {
  id: string
}

/**
 * A page of every message, kept while the messages are many until a message or a person changes (every
 * write to messages publishes their notice; a new e-mail or display name publishes the customers').
 */
export async function listAllForAdmin(
  { db, counts }: Pick<MessagingDeps, 'db' | 'counts'>,
  admin: AdminCaller,
  page: number,
): Promise<MessagePage> {
  // The page reads the same for every administrator (unread counts are the team's), so it is kept once.
  return counts.page(['messages', 'customers'], `messages:team:${page}`, async () => {
    const offset = pageOffset(page, MESSAGES_PAGE_SIZE)
    const found = await listAllMessagesWithPeople(db, MESSAGES_PAGE_SIZE, offset)
    // Past the last page, or with no kept total yet, the total is read (or counted) on its own.
    const total = found.total ?? (await countAllMessages(db))
    return messagePageOf(found.rows, found.people, total, page, { id: admin.id, isAdmin: true })
  })
}

/**
 * The team's unread messages, the same for every administrator: one kept count for them all. Every open
 * tab asks at once after a change: they share it (see CountCache).
 */
export async function adminUnreadCounts(deps: Pick<MessagingDeps, 'db' | 'counts'>) {
  const count = await teamUnreadCount(deps)
  return { count, allUnread: count }
}

/** The team's unread messages: the badge's count, which the overview shows too. */
export function teamUnreadCount({ db, counts }: Pick<MessagingDeps, 'db' | 'counts'>) {
  return counts.badge('messages', 'unread:team', () => countTeamUnread(db))
}

async function findRecipient(
  tx: Executor,
  input: { recipientId?: string | undefined; recipientEmail?: string | undefined },
): Promise<Person> {
  const by = input.recipientId ? { id: input.recipientId } : { email: input.recipientEmail ?? '' }
  const person = await findPerson(tx, by)
  if (!person) throw new AppError('not_found', RECIPIENT_NOT_FOUND)
  // Messages run between the team and one customer; an administrator is not a recipient.
  if (person.role === 'admin')
    throw new AppError('bad_request', SELECT_RECIPIENT, { recipientId: SELECT_RECIPIENT })
  return person
}

export async function sendAsTeam(
  deps: MessagingDeps,
  admin: AdminCaller,
  input: {
    subject: string
    message: string
    sendToAll: boolean
    recipientId?: string | undefined
    recipientEmail?: string | undefined
  },
) {
  const { subject, message } = input
  if (input.sendToAll) return broadcast(deps, admin, { subject, message })
  const customer = await deps.db.transaction(async (tx) => {
    const recipient = await findRecipient(tx, input)
    await insertTeamMessage(
      deps,
      tx,
      { senderId: admin.id, recipientId: recipient.id, subject, message, parentMessageId: null },
      recipient,
    )
    return recipient
  })
  tellMessagesChanged(deps, [customer.id])
  deps.notices.tell('emails', { admins: true })
  return { sent: 1, notice: MESSAGE_SENT }
}

/** One message (its own thread) and one e-mail notice per customer, all in one transaction. */
async function broadcast(
  deps: MessagingDeps,
  admin: AdminCaller,
  content: { subject: string; message: string },
) {
  const sent = await deps.db.transaction(async (tx) => {
    const customers = await listAllCustomers(tx)
    if (customers.length === 0) throw new AppError('not_found', NO_USERS_FOUND)
    for (let start = 0; start < customers.length; start += BROADCAST_CHUNK) {
      const chunk = customers.slice(start, start + BROADCAST_CHUNK)
      const rows: NewMessageRow[] = chunk.map((customer) => {
        const id = randomUUID()
        return { id, threadId: id, senderId: admin.id, recipientId: customer.id, ...content }
      })
      await insertMessages(tx, rows)
      await queueTeamNotices(deps, tx, chunk, content.subject)
    }
    return customers.length
  })
  deps.notices.tell('messages', { everyone: true })
  deps.notices.tell('emails', { admins: true })
  return { sent, notice: broadcastSentNotice(sent) }
}

/**
 * The reply goes to the customer of the thread: the party of its latest message who is not the team.
 * It is stored with the administrator as sender, so the customer sees it signed with their name.
 */
export async function replyAsTeam(deps: MessagingDeps, admin: AdminCaller, threadId: string, text: string) {
  const { row, customer } = await deps.db.transaction(async (tx) => {
    const latest = await findLatestInThread(tx, threadId)
    if (!latest) throw new AppError('not_found', THREAD_NOT_FOUND)
    const team = await findAdminIds(tx, [latest.senderId])
    const customerId = team.has(latest.senderId) ? latest.recipientId : latest.senderId
    const customer = customerId ? await findPerson(tx, { id: customerId }) : undefined
    if (!customer || customer.role === 'admin') throw new AppError('not_found', THREAD_NOT_FOUND)
    const row = await insertTeamMessage(
      deps,
      tx,
      {
        threadId,
        parentMessageId: latest.id,
        senderId: admin.id,
        recipientId: customer.id,
        subject: replySubject(latest.subject),
        message: text,
      },
      customer,
    )
    return { row, customer }
  })
  tellMessagesChanged(deps, [customer.id])
  deps.notices.tell('emails', { admins: true })
  return { message: toMessage(row, new Set([admin.id])), notice: REPLY_SENT }
}

/** Spec §4: expanding a thread marks the team's unread messages in it, read for every administrator. */
export async function markThreadReadAsAdmin(deps: MessagingDeps, threadId: string) {
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await findLatestInThread(tx, threadId))) throw new AppError('not_found', THREAD_NOT_FOUND)
    return markThreadRead(tx, threadId, 'team')
  })
  if (updated > 0) tellMessagesChanged(deps, [])
  return { updated }
}

export async function deleteAsAdmin(deps: MessagingDeps, ids: string[]) {
  const unique = [...new Set(ids)]
  const { deleted, parties } = await deps.db.transaction(async (tx) => {
    const found = await lockMessages(tx, unique)
    if (found.length !== unique.length) throw new AppError('not_found', MESSAGES_NOT_FOUND)
    const parties = found.flatMap((row) =>
      row.recipientId ? [row.senderId, row.recipientId] : [row.senderId],
    )
    return { deleted: await deleteMessages(tx, unique), parties }
  })
  tellMessagesChanged(deps, parties)
  return { deleted, notice: adminDeletedNotice(deleted) }
}
