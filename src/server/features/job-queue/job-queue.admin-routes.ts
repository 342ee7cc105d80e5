import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  failedJobListResponseSchema,
  jobIdParamsSchema,
  retryJobsResponseSchema,
} from '#shared/schemas/job-queue.ts'
import { type AdminJobsDeps, listFailed, retryAllFailed, retryJob } from './job-queue.service.ts'

/** Administrator routes, mounted under /api/admin (where every route requires an administrator). */
export function adminJobsRoutes(deps: AdminJobsDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: jobs']

    app.get(
      '/jobs/failed',
      {
        schema: {
          tags,
          summary: 'Background jobs that failed for good, of every queue',
          response: { 200: failedJobListResponseSchema },
        },
      },
      async () => listFailed(deps),
    )

    app.post(
      '/jobs/failed/retry',
      {
        schema: {
          tags,
          summary: 'Retry every failed job',
          response: { 200: retryJobsResponseSchema },
        },
      },
      async () => ({ retried: await retryAllFailed(deps) }),
    )

    app.post(
      '/jobs/:id/retry',
      {
        schema: {
          tags,
          summary: 'Retry one failed job',
          params: jobIdParamsSchema,
          response: { 200: retryJobsResponseSchema },
        },
      },
      async (request) => ({ retried: await retryJob(deps, request.params.id) }),
    )
  }
}
