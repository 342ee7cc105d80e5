import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'

/** Background work waits until no request has started for this long and none is in flight. */
export const QUIET_MS = 50
/** The longest background work waits for quiet. */
export const LONGEST_WAIT_MS = 250
/** After waiting that long, background work runs this long without waiting again. */
export const FREE_SLICE_MS = 50

/**
 * Tracks the requests being served, so that background work (the job worker) can give way to them.
 * The embedded database runs every statement in the server's own thread: a broadcast's thousand e-mail
 * jobs would otherwise take turns, statement by statement, with the thousand badge requests that the
 * broadcast's live notice sets off, and each of those would wait for the jobs' turns. Under a steady
 * stream of requests the jobs still get FREE_SLICE_MS in every LONGEST_WAIT_MS + FREE_SLICE_MS.
 */
export class RequestsInFlight {
  private inFlight = 0
  private lastStartedAt = Number.NEGATIVE_INFINITY
  private freeUntil = Number.NEGATIVE_INFINITY
  private readonly now: () => number
  private readonly sleep: (ms: number) => Promise<unknown>

  constructor(now: () => number = () => performance.now(), pause: (ms: number) => Promise<unknown> = sleep) {
    this.now = now
    this.sleep = pause
  }

  enter(): void {
    this.inFlight++
    this.lastStartedAt = this.now()
  }

  leave(): void {
    this.inFlight--
  }

  private isQuiet(): boolean {
    return this.inFlight === 0 && this.now() - this.lastStartedAt >= QUIET_MS
  }

  /** Resolves once requests have been quiet for QUIET_MS, or after LONGEST_WAIT_MS. */
  async quiet(): Promise<void> {
    const waitedFrom = this.now()
    while (!this.isQuiet() && this.now() >= this.freeUntil) {
      if (this.now() - waitedFrom >= LONGEST_WAIT_MS) {
        this.freeUntil = this.now() + FREE_SLICE_MS
        return
      }
      await this.sleep(QUIET_MS / 5)
    }
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route serves background work in hand (a network fetching the image of a post being published):
     * that job waits on the answer, so the job worker must not wait for the request in turn.
     */
    servesBackgroundWork?: boolean
  }
}

/**
 * Counts every request but the event streams, which stay open as long as a tab does, and those that
 * serve background work in hand.
 */
export function countRequestsInFlight(app: FastifyInstance, requests: RequestsInFlight): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === '/api/events') return
    if (request.routeOptions.config?.servesBackgroundWork) return
    requests.enter()
    // 'close' comes once for every response: sent, failed, or its connection gone.
    reply.raw.once('close', () => requests.leave())
  })
}
