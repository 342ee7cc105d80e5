import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { WindowCounters } from './fixed-window.ts'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** What @fastify/rate-limit passes to `child`: the route's merged limit options and the route. */
interface ChildOptions {
  groupId?: string
  routeInfo?: { method?: string | string[]; url?: string }
}

/** Each route counts on its own unless routes share a `groupId`; the plugin adds the caller's key. */
function namespaceOf(options: ChildOptions): string {
  if (options.groupId) return `group:${options.groupId}:`
  const method = [options.routeInfo?.method ?? ''].flat().join(',')
  return `route:${method} ${options.routeInfo?.url ?? ''}:`
}

/**
 * A @fastify/rate-limit store on the shared fixed-window counters, so a route's limit is one count for
 * all processes rather than one per process. Fixed windows only: `continueExceeding` and
 * `exponentialBackoff` are not supported (no route uses them).
 */
export function countersRateLimitStore(counters: WindowCounters): FastifyRateLimitStoreCtor {
  class CountersRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string

    constructor(options: ChildOptions = {}) {
      this.namespace = namespaceOf(options)
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(this.namespace + key, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: counters.remainingMs(window) }),
        (error: Error) => callback(error),
      )
    }

    /** Non-counting read, for `createRateLimit()(request, { increment: false })`. */
    read(key: string, callback: Callback): void {
      counters.peek(this.namespace + key).then(
        (window) => callback(null, { current: window.count, ttl: counters.remainingMs(window) }),
        (error: Error) => callback(error),
      )
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new CountersRateLimitStore(routeOptions as ChildOptions)
    }
  }
  return CountersRateLimitStore as unknown as FastifyRateLimitStoreCtor
}
