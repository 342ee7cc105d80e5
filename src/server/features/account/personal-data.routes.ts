import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  personalDataExportSchema,
  personalDataFileName,
} from '#shared/schemas/personal-data.ts'
import { endSession } from '../../plugins/auth/end-session.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { perAddress } from '../../plugins/rate-limit/rate-limits.ts'
import { eraseOwnAccount, exportPersonalData, type PersonalDataDeps } from './personal-data.service.ts'

/** Settings → Your data: the caller downloads or erases their own data; ids come from the session only. */
export function personalDataRoutes(deps: PersonalDataDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['account']
    // Who is calling is checked before the body is parsed: a visitor always gets 401.
    app.addHook('onRequest', async (request) => {
      await requireUser(request)
    })

    app.get(
      '/api/account/export',
      {
        schema: {
          tags,
          summary: 'Download my data (profile, orders, subscriptions, messages, tickets, chatbot) as JSON',
          response: { 200: personalDataExportSchema },
        },
        // Each export reads every table that holds the customer: a few an address, not a flood.
        config: { rateLimit: perAddress(10, '15 minutes') },
      },
      async (request, reply) => {
        const data = await exportPersonalData(deps, await requireUser(request))
        reply
          .header('content-disposition', `attachment; filename="${personalDataFileName(new Date())}"`)
          .header('cache-control', 'no-store')
        return data
      },
    )

    app.post(
      '/api/account/delete',
      {
        schema: {
          tags,
          summary: 'Delete my account: confirmed with my e-mail; orders are kept anonymised; signs out',
          body: deleteAccountRequestSchema,
          response: { 200: deleteAccountResponseSchema },
        },
        config: { rateLimit: perAddress(5, '15 minutes') },
      },
      async (request, reply) => {
        const user = await requireUser(request)
        const result = await eraseOwnAccount(deps, user, request.body.confirmEmail)
        await endSession(request, reply)
        return result
      },
    )
  }
}
