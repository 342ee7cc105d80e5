import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../../shared/errors.ts'
import type { Database } from '../../db/client.ts'
import { clearAttempts, consumeAttempt } from './account-rate-limit.repo.ts'

interface AccountRule {
  windowMs: number
  max: number
  /** A successful answer clears the count (sign-in), so only failures add up. */
  clearOnSuccess: boolean
}

const MINUTE = 60_000

/**
 * Limits per account (the e-mail in the body), on top of the per-address limits of the authentication
 * library: spreading guesses over many addresses does not get more tries at one account.
 */
export const accountRules: Record<string, AccountRule> = {
  '/api/auth/sign-in/email': { windowMs: 15 * MINUTE, max: 10, clearOnSuccess: true },
  '/api/auth/sign-up/email': { windowMs: 60 * MINUTE, max: 5, clearOnSuccess: false },
  '/api/auth/request-password-reset': { windowMs: 15 * MINUTE, max: 5, clearOnSuccess: false },
}

function ruleFor(request: FastifyRequest): { path: string; rule: AccountRule; key: string } | undefined {
  if (request.method !== 'POST') return undefined
  const path = request.url.split('?')[0] ?? ''
  const rule = accountRules[path]
  const body = request.body as { email?: unknown } | undefined
  if (!rule || typeof body?.email !== 'string') return undefined
  const email = body.email.trim().toLowerCase()
  if (!email) return undefined
  return { path, rule, key: `account:${path}:${email}` }
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE))
  const unit = minutes === 1 ? 'minute' : 'minutes'
  return `Too many attempts for this account. Please try again in ${minutes} ${unit}.`
}

/** Route hooks for the mounted authentication endpoints. */
export function accountRateLimitHooks(db: Database) {
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const match = ruleFor(request)
      if (!match) return
      const { count, resetAt } = await consumeAttempt(db, match.key, match.rule.windowMs)
      if (count > match.rule.max) {
        const retryAfterMs = resetAt - Date.now()
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
        throw new AppError('rate_limited', tooManyAttemptsMessage(retryAfterMs))
      }
    },
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      if (reply.statusCode !== 200) return payload
      const match = ruleFor(request)
      if (match?.rule.clearOnSuccess) await clearAttempts(db, match.key)
      return payload
    },
  }
}
