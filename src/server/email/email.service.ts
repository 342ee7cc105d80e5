import type { FastifyBaseLogger } from 'fastify'
import type { Database, Executor } from '../db/client.ts'
import type { OutboxAttachment } from '../db/schema/infrastructure.ts'
import { enqueueMany, type JobQueue } from '../jobs/queue.ts'
import type { ClaimedJob } from '../jobs/worker.ts'
import type { Notices } from '../plugins/realtime/notices.ts'
import { throttle } from '../plugins/realtime/throttle.ts'
import { findOutboxMessage, insertOutboxMessages, updateOutboxMessage } from './outbox.repo.ts'
import type { RenderedEmail } from './templates/layout.ts'
import type { EmailTransport } from './transport.ts'

export const EMAIL_QUEUE = 'email.send'

/**
 * Delivery is retried for at least 24 hours, so an SMTP outage of a day loses nothing. Delays stop
 * growing at 15 minutes: a message goes out soon after the server is back, while its links (a password
 * reset lasts 1 hour) are still good.
 */
export const EMAIL_JOBS: JobQueue = {
  name: EMAIL_QUEUE,
  label: 'E-mail delivery',
  retry: { baseDelayMs: 2000, maxDelayMs: 15 * 60_000, retryForMs: 24 * 60 * 60_000 },
  identifyingFields: ['outboxId'],
  // Retried from Admin Settings' failed jobs, its e-mail shows 'queued' again, as a retry from the
  // e-mail list leaves it.
  onRequeued: async (executor, job) => {
    const message = await findOutboxMessage(executor, String(job.payload.outboxId))
    if (message?.status === 'failed') await updateOutboxMessage(executor, message.id, { status: 'queued' })
  },
}

export interface QueueEmailInput {
  to: string
  template: string
  content: RenderedEmail
  from?: string
  /** Files sent with the message; stored in its outbox row, so every delivery attempt sends them. */
  attachments?: OutboxAttachment[]
  /**
   * Whom the message is about when that is not (only) its recipient: the account, or the e-mail a
   * visitor gave. The log row then goes with that person's data (decision 0023).
   */
  about?: { userId?: string; email?: string | null }
}

export interface EmailServiceDeps {
  db: Database
  transport: EmailTransport
  defaultFrom: string
  logger: FastifyBaseLogger
  /**
   * Print a captured message's links in the log (loopback APP_URL only): handy for following a reset
   * link locally, but on a public address anyone who reads the log could use them.
   */
  logCapturedLinks: boolean
  /** Told after each delivery (`emails`), so administrators' views refresh. */
  notices: Notices
}

/** The e-mail log refreshes at most this often while the worker delivers. */
const EMAIL_NOTICES_EVERY_MS = 1000

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g

export class EmailService {
  private readonly deps: EmailServiceDeps
  /** After each delivery; a broadcast's thousand deliveries would tell every open tab a thousand times. */
  private readonly delivered: () => void

  constructor(deps: EmailServiceDeps) {
    this.deps = deps
    this.delivered = throttle(() => deps.notices.tell('emails', { admins: true }), EMAIL_NOTICES_EVERY_MS)
  }

  /**
   * Writes the message to the outbox and queues its delivery, both inside the caller's transaction:
   * the e-mail exists if and only if the change that caused it commits.
   */
  async queue(executor: Executor, input: QueueEmailInput): Promise<string> {
    const [id] = await this.queueMany(executor, [input])
    if (!id) throw new Error('outbox insert returned no row')
    return id
  }

  /**
   * Many messages as `queue` writes one, each with its own delivery job (retried on its own), in one
   * INSERT for the outbox and one for the jobs. The caller keeps a batch under PostgreSQL's 65,535
   * parameters (8 an e-mail).
   */
  async queueMany(executor: Executor, inputs: QueueEmailInput[]): Promise<string[]> {
    const ids = await insertOutboxMessages(
      executor,
      inputs.map((input) => ({
        recipient: input.to,
        sender: input.from ?? this.deps.defaultFrom,
        subject: input.content.subject,
        template: input.template,
        html: input.content.html,
        text: input.content.text,
        attachments: input.attachments ?? [],
        aboutUserId: input.about?.userId ?? null,
        aboutEmail: input.about?.email?.toLowerCase() ?? null,
      })),
    )
    await enqueueMany(
      executor,
      EMAIL_JOBS,
      ids.map((outboxId) => ({ outboxId })),
    )
    return ids
  }

  /** Sends one outbox message; a message already sent or captured is never sent again. */
  async deliver(job: ClaimedJob): Promise<void> {
    const outboxId = String(job.payload.outboxId)
    const { db, transport, logger } = this.deps
    const message = await findOutboxMessage(db, outboxId)
    if (!message || message.status === 'sent' || message.status === 'captured') return
    await updateOutboxMessage(db, outboxId, { status: 'sending', attempts: message.attempts + 1 })
    try {
      const result = await transport.send({
        id: message.id,
        to: message.recipient,
        from: message.sender,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments,
      })
      const status = transport.kind === 'capture' ? 'captured' : 'sent'
      await updateOutboxMessage(db, outboxId, {
        status,
        providerMessageId: result.messageId,
        sentAt: new Date(),
        lastError: null,
      })
      if (status === 'captured') {
        const links = this.deps.logCapturedLinks ? { links: message.text.match(LINK_PATTERN) ?? [] } : {}
        logger.info(
          { to: message.recipient, subject: message.subject, ...links },
          'e-mail captured, not sent',
        )
      }
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error)
      const final = job.attempts >= job.maxAttempts
      await updateOutboxMessage(db, outboxId, { status: final ? 'failed' : 'queued', lastError })
      throw error
    } finally {
      this.delivered()
    }
  }
}
