import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { JobHandler } from '../../jobs/worker.ts'
import { sendWhatsappJob, WHATSAPP_SEND_JOBS, WHATSAPP_SEND_QUEUE } from './whatsapp.jobs.ts'
import { whatsappRoutes, whatsappWebhookRoutes } from './whatsapp.routes.ts'
import type { ReviewAnswers, WhatsappDeps } from './whatsapp.service.ts'
import type { WhatsappSettings } from './whatsapp-api.ts'
import { postsSentForReview, type SentBatch } from './whatsapp-review.service.ts'

export interface WhatsappRegistration {
  /** The content feature's review notifier port. */
  postsSentForReview(executor: Executor, sent: SentBatch): Promise<void>
  jobs: JobQueue
  handlers: Record<string, JobHandler>
}

export function whatsappSettings(config: Config): WhatsappSettings | undefined {
  const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = config
  if (!WHATSAPP_TOKEN || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_APP_SECRET || !WHATSAPP_VERIFY_TOKEN)
    return undefined
  return {
    apiUrl: config.WHATSAPP_API_URL,
    token: WHATSAPP_TOKEN,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    appSecret: WHATSAPP_APP_SECRET,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
  }
}

/**
 * Approvals on WhatsApp: the customer's opt-in routes, Meta's webhook, the send queue and the port the
 * content feature calls when posts go in review. Answers reach posts only through `answers`.
 */
export async function registerWhatsapp(
  app: FastifyInstance,
  options: { db: Database; config: Config; answers: ReviewAnswers; now(): Date },
): Promise<WhatsappRegistration> {
  const deps: WhatsappDeps = { ...options, settings: whatsappSettings(options.config), logger: app.log }
  await app.register(whatsappRoutes(deps))
  await app.register(whatsappWebhookRoutes(deps))
  return {
    postsSentForReview: (executor, sent) => postsSentForReview(deps, executor, sent),
    jobs: WHATSAPP_SEND_JOBS,
    handlers: { [WHATSAPP_SEND_QUEUE]: sendWhatsappJob(deps.settings) },
  }
}
