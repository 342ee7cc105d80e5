import type { DatabaseHandle } from '../../db/client.ts'

/** The longest a looked-up session is reused; any change to a session or user forgets them all sooner. */
export const SESSION_KEPT_FOR_MS = 5000
export const SESSIONS_CHANNEL = 'auth_sessions'
/**
 * Sent by the database itself (migration 0004) when a session ends or a user's role changes, however
 * it was changed: kept sessions are forgotten, and the event streams of that right close.
 */
export const RIGHTS_CHANNEL = 'stream_rights'

interface Entry<T> {
  value: Promise<T | null>
  keptUntil: number
}

/**
 * Signed-in sessions as the authentication library last read them, by the request's Cookie header, so a
 * burst of requests from one browser (a page, its counts, every tab's badge after a change) checks the
 * session once instead of once each. Only sessions are kept, never "signed out", so made-up cookies take
 * no memory. Every session or user the library updates or deletes (sign-out, revocation, password or
 * role change, erasure) empties the cache on this process at once and on the others through NOTIFY;
 * SESSION_KEPT_FOR_MS bounds what a lost notice could leave behind.
 */
export class SessionCache<T extends { session: { expiresAt: Date } }> {
  private readonly entries = new Map<string, Entry<T>>()
  /** Bumped by every change: a lookup that started before one is not kept. */
  private generation = 0
  private nextSweep = 0
  private unlisten: (() => Promise<void>)[] = []
  private readonly database: DatabaseHandle
  private readonly now: () => number

  constructor(database: DatabaseHandle, now: () => number = Date.now) {
    this.database = database
    this.now = now
  }

  async start(): Promise<void> {
    this.unlisten = [
      await this.database.listen(SESSIONS_CHANNEL, () => this.forgetHere()),
      await this.database.listen(RIGHTS_CHANNEL, () => this.forgetHere()),
    ]
  }

  async stop(): Promise<void> {
    for (const unlisten of this.unlisten) await unlisten().catch(() => {})
  }

  lookup(cookie: string | undefined, take: () => Promise<T | null>): Promise<T | null> {
    if (!cookie) return take()
    const now = this.now()
    this.sweep(now)
    const found = this.entries.get(cookie)
    if (found && found.keptUntil > now) return found.value
    if (found) this.entries.delete(cookie)
    const generation = this.generation
    const value = take()
    const entry: Entry<T> = { value, keptUntil: now + SESSION_KEPT_FOR_MS }
    this.entries.set(cookie, entry)
    const drop = () => {
      if (this.entries.get(cookie) === entry) this.entries.delete(cookie)
    }
    value.then((session) => {
      if (!session || generation !== this.generation) return drop()
      entry.keptUntil = Math.min(entry.keptUntil, session.session.expiresAt.getTime())
    }, drop)
    return value
  }

  /**
   * Forgets every session here and tells the other processes. Not awaited by the caller: on the embedded
   * database the library may call this inside its transaction, which the NOTIFY would wait behind.
   */
  changed(): void {
    this.forgetHere()
    this.database.notify(SESSIONS_CHANNEL, '').catch(() => {})
  }

  private forgetHere(): void {
    this.generation += 1
    this.entries.clear()
  }

  /** Drops expired sessions now and then, so a browser that went away does not stay in memory. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return
    this.nextSweep = now + SESSION_KEPT_FOR_MS
    for (const [cookie, entry] of this.entries) if (entry.keptUntil <= now) this.entries.delete(cookie)
  }
}
