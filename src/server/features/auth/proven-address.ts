import type { FastifyRequest } from 'fastify'
import { AppError } from '#shared/errors.ts'
import { currentSession } from '../../plugins/auth/guards.ts'

export const CONFIRM_EMAIL_FIRST =
  'Please confirm your e-mail address before turning on two-factor sign-in: use the link we sent you, or send a new one.'

/**
 * Two-factor sign-in binds an account to one person, so it waits until the address is proven: otherwise
 * whoever registered someone else's e-mail could lock its owner out of an account they later pay for.
 */
export async function requireProvenAddressForTwoFactor(request: FastifyRequest): Promise<void> {
  const path = request.url.split('?')[0]
  if (request.method !== 'POST' || path !== '/api/auth/two-factor/enable') return
  const session = await currentSession(request)
  if (session && !session.user.emailVerified) {
    throw new AppError('forbidden', CONFIRM_EMAIL_FIRST)
  }
}
