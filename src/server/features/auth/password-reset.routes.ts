import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { passwordResetRequestSchema, passwordResetResponseSchema } from '#shared/schemas/auth.ts'
import { clientAddress } from '../../plugins/rate-limit/rate-limits.ts'
import { AUTH_LIMITS } from './auth-limits.ts'
import { type PasswordResetDeps, requestPasswordReset } from './password-reset.service.ts'

/**
 * POST /api/auth/request-password-reset, answered here rather than by the mounted library, so the
 * answer never waits for the account lookup or the e-mail (registered before the library's wildcard).
 */
export function passwordResetRoutes(deps: PasswordResetDeps) {
  return async function routes(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/auth/request-password-reset',
      {
        config: { rateLimit: AUTH_LIMITS.passwordReset.perAddress },
        schema: {
          tags: ['auth'],
          summary: 'Ask for a password-reset e-mail (the same answer for every address)',
          body: passwordResetRequestSchema,
          response: { 200: passwordResetResponseSchema },
        },
      },
      async (request) => requestPasswordReset(deps, request.body, clientAddress(request)),
    )
  }
}
