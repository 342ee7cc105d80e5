import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { healthResponseSchema } from '#shared/schemas/health.ts'
import type { DatabaseHandle } from '../../db/client.ts'

export function healthRoutes(database: DatabaseHandle) {
  return async function routes(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (_request, reply) => {
        const dbOk = await database.ping()
        return dbOk
          ? reply.status(200).send({ status: 'ok', db: 'ok' })
          : reply.status(503).send({ status: 'unavailable', db: 'unavailable' })
      },
    )
  }
}
