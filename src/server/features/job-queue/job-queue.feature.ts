import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { adminJobsRoutes } from './job-queue.admin-routes.ts'
import { alertAdministratorsOfPaymentJob } from './payment-job-alert.service.ts'

/** The failed-jobs section of Admin Settings, and the alert when a payment job fails for good. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config' | 'notices'> & {
    /** Every queue the other features declared, for labels and identifying fields. */
    queues: readonly JobQueue[]
  },
): Promise<FeatureParts> {
  const { db, email, config, notices, queues } = deps
  await app.register(adminJobsRoutes({ db, queues, notices }), { prefix: ADMIN_PREFIX })
  return { onJobGivenUp: alertAdministratorsOfPaymentJob({ email, appUrl: config.APP_URL }) }
}
