import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { type SessionResponse, sessionResponseSchema } from '#shared/schemas/auth.ts'
import type { Database } from '../../db/client.ts'
import { currentSession, isAdmin } from '../../plugins/auth/guards.ts'
import { isSubscribed } from './own-account.service.ts'

/** GET /api/session: who is calling, whether an administrator, whether subscribed (route guards use it). */
export function sessionRoutes(db: Database) {
  return async function routes(app: FastifyInstance) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/session',
        { schema: { tags: ['auth'], response: { 200: sessionResponseSchema } } },
        async (request): Promise<SessionResponse> => {
          const session = await currentSession(request)
          if (!session) return { user: null, isAdmin: false, subscribed: false }
          const { user } = session
          return {
            user: {
              id: user.id,
              email: user.email,
              name: user.name,
              role: isAdmin(user) ? 'admin' : 'user',
              emailVerified: user.emailVerified,
              twoFactorEnabled: Boolean(user.twoFactorEnabled),
            },
            isAdmin: isAdmin(user),
            subscribed: await isSubscribed(db, user.id),
          }
        },
      )
  }
}
