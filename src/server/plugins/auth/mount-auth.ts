import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '#shared/errors.ts'
import { type Auth, CLIENT_IP_HEADER } from './create-auth.ts'
import { type AuthSession, requireAdmin } from './guards.ts'
import { AUTH_ADMIN_PREFIX, isServedAuthPath } from './served-endpoints.ts'
import type { SessionCache } from './session-cache.ts'

export const AUTH_PREFIX = '/api/auth'

/** The path below the mount: `/api/auth/sign-in/email?x` → `/sign-in/email`. */
function endpointOf(request: FastifyRequest): string {
  return (request.url.split('?')[0] ?? '').slice(AUTH_PREFIX.length)
}

/**
 * Before the body is read: the library's administration endpoints refuse anyone but an administrator
 * (401, 403), and any endpoint the product does not use is not found, for administrators too.
 */
async function refuseUnserved(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const endpoint = endpointOf(request)
  if (endpoint.startsWith(AUTH_ADMIN_PREFIX)) await requireAdmin(request)
  if (!isServedAuthPath(endpoint)) return reply.callNotFound()
}

/** Every body the library takes is a JSON object; `null`, a number, a string or an array is refused here. */
async function requireObjectBody(request: FastifyRequest): Promise<void> {
  const { body } = request
  if (body === undefined) return
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('validation_failed', 'The request body must be a JSON object.', {
      body: 'The request body must be a JSON object.',
    })
  }
}

/** The library's description of the endpoints mounted here, and of no others. */
export function servedAuthDescription<T extends { paths?: Record<string, unknown> }>(document: T): T {
  const paths = Object.entries(document.paths ?? {}).filter(([path]) => isServedAuthPath(path))
  return { ...document, paths: Object.fromEntries(paths) }
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
  sessions: SessionCache<AuthSession>,
  appUrl: string,
  hooks: AuthRouteHooks = {},
): void {
  app.decorate('auth', auth)
  app.decorate('sessions', sessions)
  app.decorateRequest('sessionLookup', undefined)
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_PREFIX}/*`,
    schema: { hide: true },
    onRequest: refuseUnserved,
    preValidation: requireObjectBody,
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
      if (response.status >= 500) {
        // The library's 5xx bodies can carry internal details: log them, answer like every other route.
        request.log.error({ status: response.status, body: await response.text() }, 'auth library error')
        throw new AppError('internal', 'Something went wrong on our side. Please try again.')
      }
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
