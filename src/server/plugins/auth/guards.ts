import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyRequest } from 'fastify'
import { AppError } from '#shared/errors.ts'
import type { Auth } from './create-auth.ts'
import type { SessionCache } from './session-cache.ts'

export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
export type AuthUser = AuthSession['user']

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    sessions: SessionCache<AuthSession>
  }
  interface FastifyRequest {
    sessionLookup: Promise<AuthSession | null> | undefined
  }
}

export const NOT_SIGNED_IN = 'Please sign in to continue.'
export const ADMIN_ONLY = 'Admin Access Only – This area is restricted to administrators.'

const NO_SESSION = Promise.resolve(null)

/**
 * The session of the caller, looked up once per request from the session cookie (see SessionCache).
 * Sessions live in cookies only (no bearer or API-key plugin), so a request without a Cookie header has
 * none: the library is not asked (it would build its whole context to answer null).
 */
export function currentSession(request: FastifyRequest): Promise<AuthSession | null> {
  if (!request.headers.cookie) return NO_SESSION
  const { auth, sessions } = request.server
  request.sessionLookup ??= sessions.lookup(request.headers.cookie, () =>
    auth.api.getSession({ headers: fromNodeHeaders(request.headers) }),
  )
  return request.sessionLookup
}

export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const session = await currentSession(request)
  if (!session) throw new AppError('unauthenticated', NOT_SIGNED_IN)
  return session.user
}

export function isAdmin(user: Pick<AuthUser, 'role'> | null | undefined): boolean {
  return user?.role === 'admin'
}

export async function requireAdmin(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request)
  if (!isAdmin(user)) throw new AppError('forbidden', ADMIN_ONLY)
  return user
}
