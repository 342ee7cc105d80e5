import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { teamConnectionsResponseSchema } from '#shared/schemas/profiles.ts'
import { type ProfilesDeps, teamConnections } from './profiles.service.ts'

/** Administrator routes, mounted under /api/admin: every customer's connections and their state. */
export function profilesAdminRoutes(deps: ProfilesDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    app.get(
      '/profiles',
      {
        schema: {
          tags: ['admin: profiles'],
          summary: "Every customer's connected profiles",
          response: { 200: teamConnectionsResponseSchema },
        },
      },
      async () => teamConnections(deps),
    )
  }
}
