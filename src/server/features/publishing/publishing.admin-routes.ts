import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  markPostedRequestSchema,
  publicationCountSchema,
  publicationNoticeSchema,
  publicationParamsSchema,
  publicationsResponseSchema,
} from '#shared/schemas/publishing.ts'
import {
  countForTeam,
  listForTeam,
  markPostedByHand,
  type PublishingDeps,
  retryPublication,
} from './publishing.service.ts'

/** Administrator routes, under /api/admin: failed and by-hand publications, retry, mark posted. */
export function publishingAdminRoutes(deps: PublishingDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: publishing']
    app.get(
      '/publishing',
      {
        schema: {
          tags,
          summary: 'Publications that failed or that the team posts by hand',
          response: { 200: publicationsResponseSchema },
        },
      },
      async () => ({ publications: await listForTeam(deps) }),
    )
    app.get(
      '/publishing/count',
      {
        schema: {
          tags,
          summary: 'How many posts failed or wait to be posted by hand (the sidebar badge)',
          response: { 200: publicationCountSchema },
        },
      },
      async () => countForTeam(deps),
    )
    app.post(
      '/publishing/:publicationId/retry',
      {
        schema: {
          tags,
          summary: 'Publish a failed post again',
          params: publicationParamsSchema,
          response: { 200: publicationNoticeSchema },
        },
      },
      async (request) => retryPublication(deps, request.params.publicationId),
    )
    app.post(
      '/publishing/:publicationId/mark-posted',
      {
        schema: {
          tags,
          summary: 'Mark a post as posted by hand',
          params: publicationParamsSchema,
          body: markPostedRequestSchema,
          response: { 200: publicationNoticeSchema },
        },
      },
      async (request) => markPostedByHand(deps, request.params.publicationId, request.body.link ?? null),
    )
  }
}
