import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { customerLinksSchema } from '#shared/schemas/links.ts'
import type { Database } from '../../db/client.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { getOwnLinks } from './customer-links.service.ts'

/** GET /api/links: the signed-in customer's drive folder and spreadsheet. */
export function customerLinksRoutes(db: Database) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    app.get(
      '/api/links',
      {
        schema: {
          tags: ['links'],
          summary: 'My drive folder and spreadsheet',
          response: { 200: customerLinksSchema },
        },
      },
      async (request) => getOwnLinks(db, (await requireUser(request)).id),
    )
  }
}
