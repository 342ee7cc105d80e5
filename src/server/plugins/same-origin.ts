import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '#shared/errors.ts'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Routes with their own protection: the auth library checks origins itself; webhooks are signed. */
const EXEMPT_PREFIXES = ['/api/auth/', '/api/webhooks/']

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.'

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin
  if (origin && origin !== 'null') return origin
  const referer = request.headers.referer
  if (!referer) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return undefined
  }
}

/**
 * Cookie-authenticated writes must come from our own pages: a state-changing API request that carries
 * a cookie is refused unless its Origin (or Referer) is APP_URL's. SameSite=Lax cookies already keep
 * most cross-site requests out; this also covers sibling subdomains and older browsers.
 */
export function registerSameOriginCheck(app: FastifyInstance, appUrl: string): void {
  const allowed = new URL(appUrl).origin
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.headers.cookie) return
    const path = request.url
    if (!path.startsWith('/api/') || EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return
    if (requestOrigin(request) !== allowed) throw new AppError('forbidden', CROSS_SITE_MESSAGE)
  })
}
