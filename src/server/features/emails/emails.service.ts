import { AppError } from '#shared/errors.ts'
import type { EmailStatusResponse, OutboxMessage, TestSender } from '#shared/schemas/email.ts'
import type { Database } from '../../db/client.ts'
import type { EmailService } from '../../email/email.service.ts'
import { EMAIL_JOBS, EMAIL_QUEUE } from '../../email/email.service.ts'
import {
  findOutboxMessage,
  listRecentOutboxMessages,
  type OutboxRow,
  updateOutboxMessage,
} from '../../email/outbox.repo.ts'
import { testEmail } from '../../email/templates/test-email.ts'
import { enqueue, requeueFailedJobs } from '../../jobs/queue.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'

const RECENT_LIMIT = 50

export interface EmailAdminDeps {
  db: Database
  email: EmailService
  senders: Record<TestSender, string>
  notices: Notices
}

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    template: row.template,
    status: row.status as OutboxMessage['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

export async function listRecentEmails(db: Database): Promise<OutboxMessage[]> {
  return (await listRecentOutboxMessages(db, RECENT_LIMIT)).map(toOutboxMessage)
}

/** Sends the diagnostic e-mail through the outbox like any other, and returns its id. */
export async function sendTestEmail(deps: EmailAdminDeps, to: string, sender: TestSender): Promise<string> {
  const from = deps.senders[sender]
  const sentAt = new Date().toLocaleString('en-GB', { timeZone: 'Europe/London' })
  const id = await deps.db.transaction((tx) =>
    deps.email.queue(tx, { to, from, template: 'test', content: testEmail({ sender: from, sentAt }) }),
  )
  deps.notices.tell('emails', { admins: true })
  return id
}

export async function emailStatus(db: Database, id: string): Promise<EmailStatusResponse> {
  const row = await findOutboxMessage(db, id)
  if (!row) throw new AppError('not_found', 'No e-mail with that ID')
  return {
    id: row.id,
    recipient: row.recipient,
    sender: row.sender,
    subject: row.subject,
    status: row.status as EmailStatusResponse['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    providerMessageId: row.providerMessageId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

/**
 * Puts a failed e-mail back in the queue for a fresh series of attempts: its failed delivery job when
 * there is one (so it also leaves the failed-jobs list), a new one otherwise.
 */
export async function retryEmail(deps: EmailAdminDeps, id: string): Promise<OutboxMessage> {
  const row = await deps.db.transaction(async (tx) => {
    const message = await findOutboxMessage(tx, id)
    if (!message) throw new AppError('not_found', 'No e-mail with that ID')
    if (message.status !== 'failed') throw new AppError('conflict', 'Only a failed e-mail can be retried.')
    await updateOutboxMessage(tx, id, { status: 'queued' })
    const requeued = await requeueFailedJobs(tx, { queue: EMAIL_QUEUE, payloadContains: { outboxId: id } })
    if (requeued.length === 0) await enqueue(tx, EMAIL_JOBS, { outboxId: id })
    return { ...message, status: 'queued' }
  })
  // Retrying an e-mail requeues its failed delivery job, which leaves the failed-jobs list.
  deps.notices.tell('emails', { admins: true })
  deps.notices.tell('jobs', { admins: true })
  return toOutboxMessage(row)
}
