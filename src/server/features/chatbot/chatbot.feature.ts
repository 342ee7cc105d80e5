import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { llmSettingsOf } from '../../integrations/llm-client.ts'
import { chatbotAdminRoutes } from './chatbot.admin-routes.ts'
import { chatbotRoutes } from './chatbot.routes.ts'
import type { ChatbotDeps } from './chatbot.service.ts'
import { EXTRACTION_LIMITS } from './extraction/limits.ts'
import { knowledgeAdminRoutes } from './knowledge.admin-routes.ts'
import { reloadSiteContent } from './knowledge.service.ts'
import { DEFAULT_FETCH_POLICY } from './safe-fetch.ts'
import { processDocumentJob, TRAINING_QUEUE, trainingJobs } from './training.service.ts'

/** The site's chatbot, and the team's Chatbot page: insights, conversations, knowledge base. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config' | 'counters' | 'logger' | 'notices'>,
): Promise<FeatureParts> {
  const { db, email, config, counters, logger, notices } = deps
  const chatbot: ChatbotDeps = {
    db,
    email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    counters,
    llm: llmSettingsOf(config),
    logger,
    notices,
  }
  const training = {
    db,
    logger,
    supportEmail: config.SUPPORT_EMAIL,
    fetchPolicy: { ...DEFAULT_FETCH_POLICY, allowPrivate: config.CHATBOT_ALLOW_PRIVATE_URLS },
    extractionLimits: EXTRACTION_LIMITS,
    notices,
  }
  await app.register(chatbotRoutes(chatbot))
  await app.register(chatbotAdminRoutes({ db, notices }), { prefix: ADMIN_PREFIX })
  await app.register(knowledgeAdminRoutes(training), { prefix: ADMIN_PREFIX })
  return {
    queues: [trainingJobs({ notices })],
    handlers: { [TRAINING_QUEUE]: processDocumentJob(training) },
    // The chatbot answers from the catalogue this build ships with, from the first request on.
    onReady: async () => {
      await reloadSiteContent(db, config.SUPPORT_EMAIL, { unlessUnchanged: true })
    },
  }
}
