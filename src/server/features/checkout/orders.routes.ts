import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { latestOrderResponseSchema } from '#shared/schemas/orders.ts'
import type { Database } from '../../db/client.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { getOwnLatestOrder } from './customer-orders.ts'

/** GET /api/orders/latest: the signed-in customer's newest order (the dashboard's home shows it). */
export function ordersRoutes(db: Database) {
  return async function routes(base: FastifyInstance) {
    base.withTypeProvider<ZodTypeProvider>().get(
      '/api/orders/latest',
      {
        schema: {
          tags: ['orders'],
          summary: 'My latest order, or null',
          response: { 200: latestOrderResponseSchema },
        },
      },
      async (request) => ({ order: await getOwnLatestOrder(db, (await requireUser(request)).id) }),
    )
  }
}
