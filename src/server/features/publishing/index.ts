import type { FastifyInstance } from 'fastify'
import type { JobQueue } from '../../jobs/queue.ts'
import type { JobHandler } from '../../jobs/worker.ts'
import { requireAdmin } from '../../plugins/auth/guards.ts'
import { publishingAdminRoutes } from './publishing.admin-routes.ts'
import { DUE_JOBS, DUE_QUEUE, ensureDueJob, runDueJob } from './publishing.jobs.ts'
import { publishingRoutes } from './publishing.routes.ts'
import { PUBLISH_JOBS, PUBLISH_QUEUE, type PublishingDeps, publishJob } from './publishing.service.ts'

/** Publishing: the signed image route, the team's routes, and its two queues for the job worker. */
export async function registerPublishing(
  app: FastifyInstance,
  deps: PublishingDeps,
): Promise<{ queues: JobQueue[]; handlers: Record<string, JobHandler>; start(): Promise<void> }> {
  await app.register(publishingRoutes(deps))
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => {
        await requireAdmin(request)
      })
      await admin.register(publishingAdminRoutes(deps))
    },
    { prefix: '/api/admin' },
  )
  return {
    queues: [PUBLISH_JOBS, DUE_JOBS],
    handlers: { [PUBLISH_QUEUE]: publishJob(deps), [DUE_QUEUE]: runDueJob(deps) },
    start: () => ensureDueJob(deps.db),
  }
}
