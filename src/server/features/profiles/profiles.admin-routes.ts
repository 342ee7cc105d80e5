import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ChannelId } from '#shared/catalogue/channels.ts'
import { teamConnectionsResponseSchema } from '#shared/schemas/profiles.ts'
import { listAllConnections } from './profiles.repo.ts'
import { connectionState, type ProfilesDeps } from './profiles.service.ts'

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
      async () => {
        const at = deps.now?.() ?? new Date()
        const rows = await listAllConnections(deps.db)
        return {
          connections: rows.map(({ connection, email }) => ({
            userId: connection.userId,
            email,
            channel: connection.channel as ChannelId,
            accountName: connection.accountName,
            state: connectionState(connection, at),
            brokenReason: connection.brokenReason,
            updatedAt: connection.updatedAt.toISOString(),
          })),
        }
      },
    )
  }
}
