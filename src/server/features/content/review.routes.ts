import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  imageParamsSchema,
  imageQuerySchema,
  requestChangesRequestSchema,
  reviewActionResponseSchema,
  reviewBatchViewSchema,
  reviewParamsSchema,
  reviewPostParamsSchema,
} from '#shared/schemas/content.ts'
import { currentSession } from '../../plugins/auth/guards.ts'
import { perAddress } from '../../plugins/rate-limit/rate-limits.ts'
import type { ContentDeps } from './content.service.ts'
import { readImage } from './images.service.ts'
import { answerThroughLink, viewBatch } from './review.service.ts'

/**
 * Routes that need no session: the review link (its batch's posts, Approve and Request changes, and
 * nothing else) and post images (for a signed-in owner or administrator, or through a review link).
 */
export function reviewRoutes(deps: ContentDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['content review link']
    // Per address: guessing tokens is hopeless (256 bits), and floods are cut short.
    const rateLimit = perAddress(60, '1 minute')

    app.get(
      '/api/review/:token',
      {
        schema: {
          tags,
          summary: "A review link's batch of posts (no session needed)",
          params: reviewParamsSchema,
          response: { 200: reviewBatchViewSchema },
        },
        config: { rateLimit },
      },
      async (request) => viewBatch(deps, request.params.token),
    )

    app.post(
      '/api/review/:token/posts/:postId/approve',
      {
        schema: {
          tags,
          summary: 'Approve a post of the batch through the link',
          params: reviewPostParamsSchema,
          response: { 200: reviewActionResponseSchema },
        },
        config: { rateLimit },
      },
      async (request) =>
        answerThroughLink(deps, request.params.token, request.params.postId, { kind: 'approve' }),
    )

    app.post(
      '/api/review/:token/posts/:postId/request-changes',
      {
        schema: {
          tags,
          summary: 'Ask for changes to a post of the batch through the link',
          params: reviewPostParamsSchema,
          body: requestChangesRequestSchema,
          response: { 200: reviewActionResponseSchema },
        },
        config: { rateLimit },
      },
      async (request) =>
        answerThroughLink(deps, request.params.token, request.params.postId, {
          kind: 'request_changes',
          comment: request.body.comment,
        }),
    )

    app.get(
      '/api/content/images/:imageId',
      {
        schema: {
          tags: ['content calendar'],
          summary:
            'A post image (size thumb or full): for its customer, an administrator, or ?token= of a review link',
          params: imageParamsSchema,
          querystring: imageQuerySchema,
        },
      },
      async (request, reply) => {
        const session = await currentSession(request)
        const image = await readImage(
          deps,
          { user: session?.user ?? null, token: request.query.token },
          request.params.imageId,
          request.query.size,
        )
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'private, max-age=3600')
          .send(image.bytes)
      },
    )
  }
}
