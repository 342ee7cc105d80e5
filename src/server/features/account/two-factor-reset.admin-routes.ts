import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { twoFactorResetParamsSchema, twoFactorResetResponseSchema } from '#shared/schemas/two-factor-reset.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { type TwoFactorResetDeps, turnOffTwoFactor } from './two-factor-reset.ts'

/** The Customers page's 'Turn off two-factor', mounted under /api/admin (every route requires an administrator). */
export function twoFactorResetAdminRoutes(deps: TwoFactorResetDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    app.post(
      '/users/:id/two-factor/turn-off',
      {
        schema: {
          tags: ['admin: customers'],
          summary:
            "Turn off a customer's two-factor sign-in (lost authenticator and backup codes); they are e-mailed",
          params: twoFactorResetParamsSchema,
          response: { 200: twoFactorResetResponseSchema },
        },
      },
      async (request) => turnOffTwoFactor(deps, (await requireUser(request)).id, request.params.id),
    )
  }
}
