import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { publishingAdminRoutes } from './publishing.admin-routes.ts'
import { DUE_JOBS, DUE_QUEUE, ensureDueJob, runDueJob } from './publishing.jobs.ts'
import { publishingRoutes } from './publishing.routes.ts'
import { PUBLISH_JOBS, PUBLISH_QUEUE, type PublishingDeps, publishJob } from './publishing.service.ts'

/** Publishing: the signed image route, the team's routes, and its two queues for the job worker. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'config' | 'secret' | 'email' | 'notices'> &
    Pick<PublishingDeps, 'connections'> & {
      adapters: PublishingDeps['adapters']
      /** Billing's: customers whose publishing is paused. */
      pausedCustomers?: PublishingDeps['pausedCustomers']
      /** The content feature's: a published post becomes Published in the calendar. */
      recordPublished: (postId: string, link: string | null) => Promise<void>
    },
): Promise<FeatureParts> {
  const publishing: PublishingDeps = {
    db: deps.db,
    adapters: deps.adapters,
    appUrl: deps.config.APP_URL,
    secret: deps.secret,
    logger: app.log,
    connections: deps.connections,
    ...(deps.pausedCustomers ? { pausedCustomers: deps.pausedCustomers } : {}),
    teamAlerts: { email: deps.email, to: deps.config.SUPPORT_EMAIL },
    notices: deps.notices,
    onOutcome: ({ postId, status, link }) => {
      if (status === 'published') deps.recordPublished(postId, link).catch((error) => app.log.error(error))
    },
  }
  await app.register(publishingRoutes(publishing))
  await app.register(publishingAdminRoutes(publishing), { prefix: ADMIN_PREFIX })
  return {
    queues: [PUBLISH_JOBS, DUE_JOBS],
    handlers: { [PUBLISH_QUEUE]: publishJob(publishing), [DUE_QUEUE]: runDueJob(publishing) },
    onJobsReady: () => ensureDueJob(publishing.db),
  }
}
