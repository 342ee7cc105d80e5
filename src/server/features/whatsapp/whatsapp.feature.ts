import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Executor } from '../../db/client.ts'
import type { FeatureParts, ServerDeps } from '../../feature.ts'
import {
  ensureForgetJob,
  forgetProcessedJob,
  sendWhatsappJob,
  WHATSAPP_FORGET_JOBS,
  WHATSAPP_FORGET_QUEUE,
  WHATSAPP_SEND_JOBS,
  WHATSAPP_SEND_QUEUE,
} from './whatsapp.jobs.ts'
import { whatsappRoutes, whatsappWebhookRoutes } from './whatsapp.routes.ts'
import type { ReviewAnswers, WhatsappDeps } from './whatsapp.service.ts'
import type { WhatsappSettings } from './whatsapp-api.ts'
import { postsSentForReview, type SentBatch } from './whatsapp-review.service.ts'

export interface WhatsappParts extends FeatureParts {
  /** The content feature's review notifier port. */
  postsSentForReview(executor: Executor, sent: SentBatch): Promise<void>
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
export async function register(
  app: FastifyInstance,
  options: Pick<ServerDeps, 'db' | 'config' | 'now'> & { answers: ReviewAnswers },
): Promise<WhatsappParts> {
  const { db, config, now, answers } = options
  const deps: WhatsappDeps = { db, answers, now, settings: whatsappSettings(config), logger: app.log }
  await app.register(whatsappRoutes(deps))
  await app.register(whatsappWebhookRoutes(deps))
  return {
    postsSentForReview: (executor, sent) => postsSentForReview(deps, executor, sent),
    queues: [WHATSAPP_SEND_JOBS, WHATSAPP_FORGET_JOBS],
    handlers: {
      [WHATSAPP_SEND_QUEUE]: sendWhatsappJob(deps.settings),
      [WHATSAPP_FORGET_QUEUE]: forgetProcessedJob(db),
    },
    onJobsReady: () => ensureForgetJob(db),
  }
}
