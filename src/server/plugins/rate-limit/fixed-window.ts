import type { Executor } from '../../db/client.ts'
import {
  counterIncrement,
  deleteCounter,
  deleteExpiredCounters,
  readCounter,
  type WindowCount,
} from './counters.repo.ts'

export type { WindowCount }

/** Fixed-window counts by key: every route limit and the sign-in, sign-up and reset limits. */
export interface WindowCounters {
  /** Counts one for `key` and returns the window's count including it. */
  hit(key: string, windowMs: number): Promise<WindowCount>
  /** Reads `key` without counting: count 0 when no window is live. */
  peek(key: string): Promise<WindowCount>
  clear(key: string): Promise<void>
  /** Milliseconds until `window` ends, for Retry-After headers and messages. */
  remainingMs(window: WindowCount): number
}

export interface FixedWindowOptions {
  /** The clock (epoch ms); tests move it instead of waiting. */
  now?: () => number
  /** How often, at most, a process deletes expired counters while counting. */
  pruneEveryMs?: number
}

/**
 * The fixed-window counter of the server on PostgreSQL: every count is one statement there, so all
 * processes share it. Expired rows are deleted on the way (at most once a minute per process), so the
 * table stays small without a separate clean-up job.
 */
export class FixedWindowCounters implements WindowCounters {
  private readonly db: Executor
  private readonly now: () => number
  private readonly pruneEveryMs: number
  private readonly increment: ReturnType<typeof counterIncrement>
  private lastPrune = 0

  constructor(db: Executor, options: FixedWindowOptions = {}) {
    this.db = db
    this.now = options.now ?? (() => Date.now())
    this.pruneEveryMs = options.pruneEveryMs ?? 60_000
    this.increment = counterIncrement(db)
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now()
    if (now - this.lastPrune >= this.pruneEveryMs) {
      this.lastPrune = now
      await deleteExpiredCounters(this.db, now)
    }
    return this.increment(key, windowMs, now)
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.now()
    return (await readCounter(this.db, key, now)) ?? { count: 0, resetAt: now }
  }

  async clear(key: string): Promise<void> {
    await deleteCounter(this.db, key)
  }

  remainingMs(window: WindowCount): number {
    return Math.max(0, window.resetAt - this.now())
  }
}
