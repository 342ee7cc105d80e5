import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  briefCustomerParamsSchema,
  briefSchema,
  customerBriefImageParamsSchema,
} from '#shared/schemas/brief.ts'
import {
  draftAvailabilitySchema,
  draftParamsSchema,
  draftRequestSchema,
  draftResponseSchema,
} from '#shared/schemas/drafting.ts'
import { type BriefDeps, getCustomerBrief } from './brief.service.ts'
import { readBriefImage } from './brief-images.service.ts'
import { type DraftDeps, draftWithAi } from './draft.service.ts'

/** Administrator routes, mounted under /api/admin (where every route requires an administrator). */
export function briefAdminRoutes(deps: BriefDeps & DraftDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    app.get(
      '/customers/:userId/brief',
      {
        schema: {
          tags: ['admin: customers'],
          summary: "A customer's onboarding brief",
          params: briefCustomerParamsSchema,
          response: { 200: briefSchema },
        },
      },
      async (request) => getCustomerBrief(deps, request.params.userId),
    )
    app.get(
      '/customers/:userId/brief/images/:imageId/:size',
      {
        schema: {
          tags: ['admin: customers'],
          summary: "A logo or photo of a customer's brief (thumb or full)",
          params: customerBriefImageParamsSchema,
        },
      },
      async (request, reply) => {
        const { userId, imageId, size } = request.params
        const image = await readBriefImage(deps, userId, imageId, size, { team: true })
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'private, max-age=3600')
          .send(image.bytes)
      },
    )
    app.get(
      '/draft-with-ai',
      {
        schema: {
          tags: ['admin: content'],
          summary: "Whether 'Draft with AI' is offered (a model is configured with LLM_*)",
          response: { 200: draftAvailabilitySchema },
        },
      },
      async () => ({ available: deps.llm !== undefined }),
    )
    app.post(
      '/customers/:userId/draft-with-ai',
      {
        schema: {
          tags: ['admin: content'],
          summary:
            "A caption and hashtags drafted by the model from the customer's brief, for the team to edit",
          params: draftParamsSchema,
          body: draftRequestSchema,
          response: { 200: draftResponseSchema },
        },
      },
      async (request) => draftWithAi(deps, request.params.userId, request.body),
    )
  }
}
