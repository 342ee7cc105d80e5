import { lt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { whatsappProcessedMessages } from '../../db/schema/whatsapp.ts'
import { enqueue, type JobQueue } from '../../jobs/queue.ts'
import { ensureRecurringJob, queueNextRun } from '../../jobs/recurring.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import { type OutgoingMessage, sendWhatsappMessage, type WhatsappSettings } from './whatsapp-api.ts'

export const WHATSAPP_SEND_QUEUE = 'whatsapp.send'

/**
 * Every WhatsApp message goes out as a job queued in the transaction of the change that caused it: it
 * exists exactly when the change commits, survives restarts and is retried while it is still useful.
 */
export const WHATSAPP_SEND_JOBS: JobQueue = {
  name: WHATSAPP_SEND_QUEUE,
  label: 'WhatsApp message',
  retry: { baseDelayMs: 2000, maxDelayMs: 10 * 60_000, retryForMs: 6 * 60 * 60_000 },
  identifyingFields: ['userId'],
}

export interface SendPayload {
  userId: string
  to: string
  message: OutgoingMessage
}

/**
 * Queues messages to one number, one job each. The worker takes jobs in the order of their run time, so
 * each is due a millisecond after the one before: the count and link arrive before the posts.
 */
export async function queueWhatsappMessages(
  executor: Executor,
  userId: string,
  to: string,
  messages: OutgoingMessage[],
) {
  const start = Date.now()
  for (const [index, message] of messages.entries()) {
    await enqueue(executor, WHATSAPP_SEND_JOBS, { userId, to, message } satisfies SendPayload, {
      runAt: new Date(start + index),
    })
  }
}

export function sendWhatsappJob(settings: WhatsappSettings | undefined) {
  return async (job: ClaimedJob) => {
    // Configuration removed since the job was queued: nothing can be sent, and nothing should be.
    if (!settings) return
    const payload = job.payload as unknown as SendPayload
    await sendWhatsappMessage(settings, payload.to, payload.message)
  }
}

export const WHATSAPP_FORGET_QUEUE = 'whatsapp.forget-processed'

/**
 * Once a day: the ids of incoming messages handled more than 30 days ago are forgotten. Meta retries a
 * webhook for at most 7 days, so an id older than that can no longer come back.
 */
export const WHATSAPP_FORGET_JOBS: JobQueue = {
  name: WHATSAPP_FORGET_QUEUE,
  label: 'WhatsApp: forget the ids of messages handled over 30 days ago',
  retry: { baseDelayMs: 60_000, maxDelayMs: 60 * 60_000, retryForMs: 24 * 60 * 60_000 },
}

const PROCESSED_IDS_KEPT_DAYS = 30
const DAY_MS = 24 * 60 * 60_000

export async function forgetOldProcessedMessages(db: Database): Promise<number> {
  const forgotten = await db
    .delete(whatsappProcessedMessages)
    .where(
      lt(
        whatsappProcessedMessages.processedAt,
        sql`now() - make_interval(days => ${PROCESSED_IDS_KEPT_DAYS})`,
      ),
    )
    .returning({ id: whatsappProcessedMessages.messageId })
  return forgotten.length
}

export const ensureForgetJob = (db: Database) => ensureRecurringJob(db, WHATSAPP_FORGET_JOBS)

export function forgetProcessedJob(db: Database) {
  return async (job: ClaimedJob): Promise<void> => {
    await forgetOldProcessedMessages(db)
    await db.transaction((tx) =>
      queueNextRun(tx, WHATSAPP_FORGET_JOBS, new Date(Date.now() + DAY_MS), job.id),
    )
  }
}
