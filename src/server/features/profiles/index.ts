import type { FastifyInstance } from 'fastify'

import type { JobQueue } from '../../jobs/queue.ts'
import type { JobHandler } from '../../jobs/worker.ts'
import { requireAdmin } from '../../plugins/auth/guards.ts'
import { profilesAdminRoutes } from './profiles.admin-routes.ts'
import { ensureRefreshJob, REFRESH_JOBS, REFRESH_QUEUE, runRefreshJob } from './profiles.jobs.ts'
import { profilesRoutes } from './profiles.routes.ts'
import type { ProfilesDeps } from './profiles.service.ts'

/** Connected profiles: the customer's routes, and the team's under /api/admin. */
export async function registerProfiles(
  app: FastifyInstance,
  deps: ProfilesDeps,
): Promise<{ queues: JobQueue[]; handlers: Record<string, JobHandler>; start(): Promise<void> }> {
  await app.register(profilesRoutes(deps))
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => {
        await requireAdmin(request)
      })
      await admin.register(profilesAdminRoutes(deps))
    },
    { prefix: '/api/admin' },
  )
  return {
    queues: [REFRESH_JOBS],
    handlers: { [REFRESH_QUEUE]: runRefreshJob(deps) },
    start: () => ensureRefreshJob(deps.db),
  }
}
