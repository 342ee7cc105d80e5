import { randomUUID } from 'node:crypto'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import { AppError } from '#shared/errors.ts'
import { paths } from '#shared/paths.ts'
import {
  MESSAGE_SENT_TO_ADMIN,
  MESSAGES_DELETED,
  type MessagePage,
  REPLY_SENT,
  replySubject,
} from '#shared/schemas/messages.ts'
import { pageOffset } from '#shared/schemas/paging.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { EmailService } from '../../email/email.service.ts'
import { teamMessageEmail } from '../../email/templates/team-message.ts'
import type { CountCache } from '../../plugins/realtime/count-cache.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import {
  countMessagesOf,
  countUnreadFor,
  deleteMessages,
  findLatestInThread,
  findPeople,
  insertMessages,
  listMessagesOf,
  lockMessages,
  type MessageRow,
  markThreadRead,
  type Person,
} from './messaging.repo.ts'
import { groupThreads, toMessage, toParticipant, type Viewer } from './threads.ts'

export interface MessagingDeps {
  db: Database
  email: EmailService
  appUrl: string
  notices: Notices
  counts: CountCache
}

export const MESSAGES_PAGE_SIZE = ADMIN.messagesPageSize
export const THREAD_NOT_FOUND = 'Thread not found'
export const MESSAGES_NOT_FOUND = 'Some of these messages were not found. Nothing was deleted.'
/** Past this many users a change goes to everyone: a NOTIFY payload is limited to 8000 bytes. */
const MAX_NAMED_AUDIENCE = 100

/** Tells the customers concerned and every administrator that messages changed. */
export function tellMessagesChanged(deps: Pick<MessagingDeps, 'notices'>, userIds: Iterable<string>) {
  const ids = [...new Set(userIds)]
  deps.notices.tell(
    'messages',
    ids.length > MAX_NAMED_AUDIENCE ? { everyone: true } : { userIds: ids, admins: true },
  )
}

/** A page of message rows with their people, grouped in threads for the viewer. */
export async function toMessagePage(
  db: Executor,
  rows: MessageRow[],
  total: number,
  page: number,
  viewer: Viewer,
): Promise<MessagePage> {
  const ids = rows.flatMap((row) => (row.recipientId ? [row.senderId, row.recipientId] : [row.senderId]))
  const people = await findPeople(db, [...new Set(ids)])
  return messagePageOf(rows, people, total, page, viewer)
}

/** A page of message rows grouped in threads for the viewer, with the people they name. */
export function messagePageOf(
  rows: MessageRow[],
  people: Person[],
  total: number,
  page: number,
  viewer: Viewer,
): MessagePage {
  const teamIds = new Set(people.filter((person) => person.role === 'admin').map((person) => person.id))
  const participants = new Map(people.map((person) => [person.id, toParticipant(person, viewer)]))
  const messages = rows.map((row) => toMessage(row, teamIds))
  return {
    messages,
    threads: groupThreads(messages, participants, viewer),
    page,
    pageSize: MESSAGES_PAGE_SIZE,
    total,
  }
}

/**
 * A message the team sends: the row and the customer's e-mail notice, in the caller's transaction.
 * The notice links to the dashboard, never the body, so the message stays behind the sign-in.
 */
export async function insertTeamMessage(
  deps: MessagingDeps,
  tx: Executor,
  message: Omit<MessageRow, 'id' | 'threadId' | 'read' | 'createdAt'> & {
    threadId?: string
    recipientId: string
  },
  customer: Person,
): Promise<MessageRow> {
  const id = randomUUID()
  const [row] = await insertMessages(tx, [{ ...message, id, threadId: message.threadId ?? id }])
  if (!row) throw new Error('message insert returned no row')
  await queueTeamNotice(deps, tx, customer, message.subject)
  return row
}

export async function queueTeamNotice(deps: MessagingDeps, tx: Executor, customer: Person, subject: string) {
  await queueTeamNotices(deps, tx, [customer], subject)
}

/** The notices of one message to many customers (a broadcast), queued together. */
export async function queueTeamNotices(
  deps: MessagingDeps,
  tx: Executor,
  customers: Person[],
  subject: string,
) {
  await deps.email.queueMany(
    tx,
    customers.map((customer) => ({
      to: customer.email,
      template: 'team-message',
      content: teamMessageEmail({
        name: customer.displayName ?? customer.name,
        subject,
        messagesUrl: `${deps.appUrl}${paths.dashboardMessages}`,
      }),
    })),
  )
}

// The customer's side: every query filters by the caller's id from the session.

export async function listOwnMessages(db: Database, caller: Viewer, page: number): Promise<MessagePage> {
  const [rows, total] = await Promise.all([
    listMessagesOf(db, caller.id, MESSAGES_PAGE_SIZE, pageOffset(page, MESSAGES_PAGE_SIZE)),
    countMessagesOf(db, caller.id),
  ])
  return toMessagePage(db, rows, total, page, caller)
}

/** Team ids for a message the caller just wrote: the caller's own, when an administrator. */
const senderTeam = (caller: Viewer) => new Set(caller.isAdmin ? [caller.id] : [])

export async function countOwnUnread(db: Database, callerId: string): Promise<number> {
  return countUnreadFor(db, callerId)
}

export async function sendToTeam(
  deps: MessagingDeps,
  caller: Viewer,
  input: { subject: string; message: string },
) {
  const callerId = caller.id
  // To the team (no recipient): every administrator sees it unread until one of them reads it.
  const row = await deps.db.transaction(async (tx) => {
    const id = randomUUID()
    const [inserted] = await insertMessages(tx, [
      { id, threadId: id, senderId: callerId, recipientId: null, ...input },
    ])
    return inserted as MessageRow
  })
  tellMessagesChanged(deps, [callerId])
  return { message: toMessage(row, senderTeam(caller)), notice: MESSAGE_SENT_TO_ADMIN }
}

/** A customer's reply in one of their threads goes to the team, whoever of it wrote last. */
export async function replyAsCustomer(deps: MessagingDeps, caller: Viewer, threadId: string, text: string) {
  const callerId = caller.id
  const row = await deps.db.transaction(async (tx) => {
    const latest = await findLatestInThread(tx, threadId, callerId)
    if (!latest) throw new AppError('not_found', THREAD_NOT_FOUND)
    const [inserted] = await insertMessages(tx, [
      {
        id: randomUUID(),
        threadId,
        parentMessageId: latest.id,
        senderId: callerId,
        recipientId: null,
        subject: replySubject(latest.subject),
        message: text,
      },
    ])
    return inserted as MessageRow
  })
  tellMessagesChanged(deps, [callerId])
  return { message: toMessage(row, senderTeam(caller)), notice: REPLY_SENT }
}

export async function markOwnThreadRead(deps: MessagingDeps, callerId: string, threadId: string) {
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await findLatestInThread(tx, threadId, callerId))) {
      throw new AppError('not_found', THREAD_NOT_FOUND)
    }
    return markThreadRead(tx, threadId, { id: callerId })
  })
  if (updated > 0) tellMessagesChanged(deps, [callerId])
  return { updated }
}

/** All or nothing: one id that is not the caller's refuses the whole request. */
export async function deleteOwnMessages(deps: MessagingDeps, callerId: string, ids: string[]) {
  const unique = [...new Set(ids)]
  const deleted = await deps.db.transaction(async (tx) => {
    const own = await lockMessages(tx, unique, callerId)
    if (own.length !== unique.length) throw new AppError('not_found', MESSAGES_NOT_FOUND)
    return deleteMessages(tx, unique)
  })
  tellMessagesChanged(deps, [callerId])
  return { deleted, notice: MESSAGES_DELETED }
}
