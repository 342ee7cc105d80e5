import type { Executor } from '../../db/client.ts'
import { enqueue, type JobQueue } from '../../jobs/queue.ts'
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
