import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { contentAdminRoutes } from './content.admin-routes.ts'
import { contentRoutes } from './content.routes.ts'
import type { ContentDeps } from './content.service.ts'
import { PostgresImageStore } from './image-store.ts'
import { ensureNoAnswerJob, NO_ANSWER_JOBS, NO_ANSWER_QUEUE, runNoAnswerJob } from './no-answer.job.ts'
import { reviewRoutes } from './review.routes.ts'

/** The content calendar: posts, images, review links and the no-answer rule, for customers and the team. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config' | 'now' | 'notices'>,
): Promise<FeatureParts> {
  const { db, email, config, now, notices } = deps
  const content: ContentDeps = {
    db,
    email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    images: new PostgresImageStore(db),
    now,
    notices,
  }
  await app.register(contentRoutes(content))
  await app.register(reviewRoutes(content))
  await app.register(contentAdminRoutes(content), { prefix: ADMIN_PREFIX })
  return {
    queues: [NO_ANSWER_JOBS],
    handlers: { [NO_ANSWER_QUEUE]: runNoAnswerJob(content) },
    onJobsReady: () => ensureNoAnswerJob(db),
  }
}
