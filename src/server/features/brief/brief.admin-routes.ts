import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { briefCustomerParamsSchema, briefSchema } from '#shared/schemas/brief.ts'
import { type BriefDeps, getCustomerBrief } from './brief.service.ts'

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
  }
}
