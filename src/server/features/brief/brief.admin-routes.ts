import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  briefCustomerParamsSchema,
  briefSchema,
  customerBriefImageParamsSchema,
} from '#shared/schemas/brief.ts'
import { type BriefDeps, getCustomerBrief } from './brief.service.ts'
import { readBriefImage } from './brief-images.service.ts'

/** Administrator routes, mounted under /api/admin (where every route requires an administrator). */
export function briefAdminRoutes(deps: BriefDeps) {
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
  }
}
