import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  customerParamsSchema,
  saveLinksRequestSchema,
  saveLinksResponseSchema,
} from '#shared/schemas/links.ts'
import type { Database } from '../../db/client.ts'
import { saveCustomerLinks } from './customer-links.service.ts'

/** Administrator routes, mounted under /api/admin (where every route requires an administrator). */
export function customerLinksAdminRoutes(db: Database) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    app.put(
      '/customers/:userId/links',
      {
        schema: {
          tags: ['admin: customers'],
          summary: "Set a customer's drive folder and spreadsheet links",
          params: customerParamsSchema,
          body: saveLinksRequestSchema,
          response: { 200: saveLinksResponseSchema },
        },
      },
      async (request) => saveCustomerLinks(db, request.params.userId, request.body),
    )
  }
}
