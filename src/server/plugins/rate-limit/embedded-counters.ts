import type { Executor } from '../../db/client.ts'
import {
  deleteCounters,
  deleteExpiredCounters,
  readLiveCounters,
  saveCounters,
  type WindowCount,
} from './counters.repo.ts'
import type { FixedWindowOptions, WindowCounters } from './fixed-window.ts'

/** How long a changed count waits before it is written: a crash forgets at most this much counting. */
export const SAVE_AFTER_MS = 200

/**
 * The fixed-window counter on the embedded database. Only one process ever opens a data folder (its
 * lock), so this process's memory is the one count: requests are counted there, with no statement, and
 * the changed windows are written to rate_limit_counters together a moment later (one statement for
 * all of them), which is where a restart finds them again. Expired windows are dropped, here and in the
 * table, at most once a minute.
 */
export class EmbeddedWindowCounters implements WindowCounters {
  private readonly windows = new Map<string, WindowCount>()
  private readonly changed = new Set<string>()
  private readonly db: Executor
  private readonly now: () => number
  private readonly pruneEveryMs: number
  private readonly onSaveError: (error: unknown) => void
  private readonly loaded: Promise<void>
  private saving: Promise<void> = Promise.resolve()
  private saveTimer: NodeJS.Timeout | undefined
  private lastPrune = 0

  constructor(db: Executor, options: FixedWindowOptions & { onSaveError?: (error: unknown) => void } = {}) {
    this.db = db
    this.now = options.now ?? (() => Date.now())
    this.pruneEveryMs = options.pruneEveryMs ?? 60_000
    this.onSaveError = options.onSaveError ?? (() => {})
    this.loaded = readLiveCounters(db, this.now()).then((rows) => {
      for (const { key, count, resetAt } of rows) this.windows.set(key, { count, resetAt })
    })
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    await this.loaded
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs }
      this.windows.set(key, window)
    }
    window.count += 1
    this.changedNow(key)
    return { ...window }
  }

  async peek(key: string): Promise<WindowCount> {
    await this.loaded
    const now = this.now()
    const window = this.windows.get(key)
    return window && window.resetAt > now ? { ...window } : { count: 0, resetAt: now }
  }

  async clear(key: string): Promise<void> {
    await this.loaded
    this.windows.delete(key)
    this.changedNow(key)
  }

  remainingMs(window: WindowCount): number {
    return Math.max(0, window.resetAt - this.now())
  }

  /** Writes every change now (the server calls this as it stops). */
  async flush(): Promise<void> {
    clearTimeout(this.saveTimer)
    this.saveTimer = undefined
    await this.save()
  }

  private changedNow(key: string): void {
    this.changed.add(key)
    if (this.saveTimer) return
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined
      void this.save()
    }, SAVE_AFTER_MS)
    this.saveTimer.unref()
  }

  /** One save at a time, in order: a later one always writes the later counts. */
  private save(): Promise<void> {
    this.saving = this.saving.then(() => this.write().catch(this.onSaveError))
    return this.saving
  }

  private async write(): Promise<void> {
    const now = this.now()
    const live: Array<WindowCount & { key: string }> = []
    const gone: string[] = []
    for (const key of this.changed) {
      const window = this.windows.get(key)
      if (window && window.resetAt > now) live.push({ key, ...window })
      else gone.push(key)
    }
    this.changed.clear()
    await saveCounters(this.db, live)
    await deleteCounters(this.db, gone)
    if (now - this.lastPrune < this.pruneEveryMs) return
    this.lastPrune = now
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
    await deleteExpiredCounters(this.db, now)
  }
}

const perDatabase = new WeakMap<Executor, EmbeddedWindowCounters>()

/** The one counter of this embedded database, shared by every server built on it (tests build two). */
export function embeddedCountersOf(
  db: Executor,
  onSaveError: (error: unknown) => void,
): EmbeddedWindowCounters {
  let counters = perDatabase.get(db)
  if (!counters) {
    counters = new EmbeddedWindowCounters(db, { onSaveError })
    perDatabase.set(db, counters)
  }
  return counters
}
