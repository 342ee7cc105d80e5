import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  customerParamsSchema,
  saveLinksRequestSchema,
  saveLinksResponseSchema,
} from '#shared/schemas/links.ts'
import type { Database } from '../../db/client.ts'
import { saveCustomerLinks } from './links.service.ts'

/**
 * Administrator routes, mounted under /api/admin (where every route requires an administrator).
 * `onSaved` is told after a customer's links change (the customers list shows them).
 */
export function customerLinksAdminRoutes(db: Database, onSaved: () => void) {
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
      async (request) => {
        const saved = await saveCustomerLinks(db, request.params.userId, request.body)
        onSaved()
        return saved
      },
    )
  }
}
