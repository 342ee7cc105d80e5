import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { accountResponseSchema, welcomeShownResponseSchema } from '#shared/schemas/account.ts'
import type { Database } from '../../db/client.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { getOwnAccount, markWelcomeShown } from './own-account.service.ts'

/** The signed-in customer's own plan and welcome flag; nobody else's. */
export function accountRoutes(db: Database) {
  return async function routes(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>()
    const tags = ['account']

    api.get(
      '/api/account',
      { schema: { tags, response: { 200: accountResponseSchema } } },
      async (request) => {
        return getOwnAccount(db, await requireUser(request))
      },
    )

    api.post(
      '/api/account/welcome-shown',
      { schema: { tags, response: { 200: welcomeShownResponseSchema } } },
      async (request) => {
        const user = await requireUser(request)
        await markWelcomeShown(db, user.id)
        return { welcomeShown: true as const }
      },
    )
  }
}
