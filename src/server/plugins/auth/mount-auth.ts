import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '#shared/errors.ts'
import { type Auth, CLIENT_IP_HEADER } from './create-auth.ts'
import type { AuthSession } from './guards.ts'
import type { SessionCache } from './session-cache.ts'

export const AUTH_PREFIX = '/api/auth'

/** The description plugin's own endpoints: /api/docs serves the description instead. */
const NOT_SERVED = new Set([`${AUTH_PREFIX}/reference`, `${AUTH_PREFIX}/open-api/generate-schema`])

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
    ...(hooks.preHandler ? { preHandler: hooks.preHandler } : {}),
    ...(hooks.onSend ? { onSend: hooks.onSend } : {}),
    async handler(request: FastifyRequest, reply: FastifyReply) {
      if (NOT_SERVED.has(request.url.split('?')[0] ?? '')) return reply.callNotFound()
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
