import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '#shared/errors.ts'
import { EmailSchema } from '#shared/schemas/fields.ts'
import { clientAddress } from '../../plugins/rate-limit/rate-limits.ts'
import { checkAuthInput } from './auth-input.ts'
import type { AuthLimits, SignInOutcome } from './auth-limits.ts'
import { requireProvenAddressForTwoFactor } from './proven-address.ts'

const SIGN_IN = '/api/auth/sign-in/email'
const SIGN_UP = '/api/auth/sign-up/email'
const SEND_CONFIRMATION = '/api/auth/send-verification-email'

function postedPath(request: FastifyRequest): string | undefined {
  return request.method === 'POST' ? (request.url.split('?')[0] ?? '') : undefined
}

function postedEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined
  return typeof body?.email === 'string' ? body.email : undefined
}

/**
 * The spec's e-mail rule (trimmed, valid, at most 255 characters) on the server too, before the
 * authentication library sees the body; the per-account limits then key on the trimmed address.
 */
function normaliseEmail(request: FastifyRequest): void {
  const path = postedPath(request)
  const email = postedEmail(request)
  if ((path !== SIGN_IN && path !== SIGN_UP) || email === undefined) return
  const parsed = EmailSchema.safeParse(email)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid email address'
    throw new AppError('validation_failed', message, { email: message })
  }
  ;(request.body as { email: string }).email = parsed.data
}

/** The library answers 401 to a wrong password and 200 to a right one (with or without a two-factor step). */
function signInOutcome(status: number): SignInOutcome {
  if (status === 401) return 'wrong-password'
  if (status === 200) return 'password-right'
  return 'other'
}

/**
 * Route hooks for the mounted authentication endpoints: limits are checked before the library runs
 * (preHandler) and sign-in attempts are counted from its answer (onSend), so only failures add up.
 */
export function authRouteHooks(limits: AuthLimits) {
  return {
    async preHandler(request: FastifyRequest): Promise<void> {
      normaliseEmail(request)
      checkAuthInput(request)
      await requireProvenAddressForTwoFactor(request)
      const path = postedPath(request)
      const email = postedEmail(request)
      if (path === SIGN_IN && email !== undefined) await limits.checkSignIn(email, clientAddress(request))
      if (path === SIGN_UP) await limits.takeSignUp(clientAddress(request))
      if (path === SEND_CONFIRMATION)
        await limits.takeConfirmationRequest(email ?? '', clientAddress(request))
    },
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      const email = postedEmail(request)
      if (postedPath(request) === SIGN_IN && email !== undefined) {
        await limits.recordSignIn(email, clientAddress(request), signInOutcome(reply.statusCode))
      }
      return payload
    },
  }
}
