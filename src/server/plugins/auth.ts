import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../shared/errors.ts'
import { type Auth, CLIENT_IP_HEADER } from '../features/auth/auth.ts'

type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
export type AuthUser = AuthSession['user']

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
  interface FastifyRequest {
    sessionLookup: Promise<AuthSession | null> | undefined
  }
}

export const NOT_SIGNED_IN = 'Please sign in to continue.'
export const ADMIN_ONLY = 'Admin Access Only – This area is restricted to administrators.'

/** The session of the caller, looked up once per request from the session cookie. */
export function currentSession(request: FastifyRequest): Promise<AuthSession | null> {
  request.sessionLookup ??= request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
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

/** Extra route hooks for the mounted endpoints (the per-account rate limit). */
export interface AuthRouteHooks {
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  onSend?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>
}

/** Mounts the authentication library's endpoints under /api/auth, translating to and from Web requests. */
export function registerAuth(
  app: FastifyInstance,
  auth: Auth,
  appUrl: string,
  hooks: AuthRouteHooks = {},
): void {
  app.decorate('auth', auth)
  app.decorateRequest('sessionLookup', undefined)
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    ...(hooks.preHandler ? { preHandler: hooks.preHandler } : {}),
    ...(hooks.onSend ? { onSend: hooks.onSend } : {}),
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const headers = fromNodeHeaders(request.headers)
      headers.set(CLIENT_IP_HEADER, request.ip)
      const hasBody = request.method !== 'GET' && request.body !== undefined
      const response = await auth.handler(
        new Request(new URL(request.url, appUrl), {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      )
      reply.status(response.status)
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      return reply.send(response.body ? await response.text() : null)
    },
  })
}
