import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { countersRateLimitStore } from './counters-store.ts'
import type { WindowCounters } from './fixed-window.ts'
import { TooManyRequests } from './too-many-requests.ts'

/** The caller's address as limits key it: IPv6 by /64, so one host cannot rotate through its block. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64)
}

/**
 * A route's limit per visitor address, counted in PostgreSQL and shared by every process:
 * `app.post(url, { config: { rateLimit: perAddress(20, '1 minute') } }, handler)`.
 * For another key (a session, a visitor id) add `keyGenerator`; routes sharing a `groupId` share a count.
 */
export function perAddress(max: number, timeWindow: string): RateLimitOptions {
  return { max, timeWindow }
}

/**
 * @fastify/rate-limit on the shared counters, for the routes that declare `config.rateLimit` (none is
 * limited by default). A refusal is our 429 body: code rate_limited, a readable message, Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, counters: WindowCounters): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: countersRateLimitStore(counters),
    errorResponseBuilder: (_request, context) => new TooManyRequests('requests', context.ttl),
  })
}
