import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../../shared/errors.ts'
import { emailSchema } from '../../../shared/schemas/auth.ts'
import type { Database } from '../../db/client.ts'
import { accountRateLimitHooks } from './account-rate-limit.ts'

/** Endpoints whose body carries the e-mail a visitor typed. */
const EMAIL_PATHS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
])

/**
 * The spec's e-mail rule (trimmed, valid, at most 255 characters) on the server too, before the
 * authentication library sees the body; the per-account limit then keys on the trimmed address.
 */
function normaliseEmail(request: FastifyRequest): void {
  const path = request.url.split('?')[0] ?? ''
  const body = request.body as { email?: unknown } | undefined
  if (request.method !== 'POST' || !EMAIL_PATHS.has(path) || typeof body?.email !== 'string') return
  const parsed = emailSchema.safeParse(body.email)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid email address'
    throw new AppError('validation_failed', message, { email: message })
  }
  body.email = parsed.data
}

/** Route hooks for the mounted authentication endpoints. */
export function authRouteHooks(db: Database) {
  const limits = accountRateLimitHooks(db)
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      normaliseEmail(request)
      await limits.preHandler(request, reply)
    },
    onSend: limits.onSend,
  }
}
