import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { ChangeTopic } from '#shared/schemas/realtime.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { RIGHTS_CHANNEL } from '../auth/session-cache.ts'
import { CountCache } from './count-cache.ts'
import type { Notices } from './notices.ts'
import { noticesFor, parseTableChange, TABLE_CHANGES_CHANNEL, type TableChange } from './table-changes.ts'

export const EVENTS_CHANNEL = 'app_changes'
/** Sent by the database itself when a session ends or a user's role changes (see RIGHTS_CHANNEL). */
export const STREAM_RIGHTS_CHANNEL = RIGHTS_CHANNEL
/** Open streams one user may hold on a process; opening another closes their oldest. */
export const STREAMS_PER_USER = 10

/**
 * Who may see a change: named users, administrators, or both; `everyone` for a change that concerns
 * every signed-in user (a broadcast), since a NOTIFY payload cannot name thousands of users.
 */
export interface Audience {
  userIds?: string[]
  admins?: boolean
  everyone?: boolean
}

export interface ChangeNotice {
  topic: ChangeTopic
  audience: Audience
}

export interface Subscriber {
  userId: string
  /** The session the stream was opened with: the stream ends with it. */
  sessionId: string
  isAdmin: boolean
  send(topic: ChangeTopic): void
  /** Ends the subscriber's stream (shutdown, its session ended, its user's role changed, too many streams). */
  close(): void
}

/** A session that ended (`sessionId`), or a user whose role changed (no `sessionId`). */
interface RightsNotice {
  userId?: unknown
  sessionId?: unknown
}

export function canSee(subscriber: Pick<Subscriber, 'userId' | 'isAdmin'>, audience: Audience): boolean {
  if (audience.everyone) return true
  if (audience.admins && subscriber.isAdmin) return true
  return audience.userIds?.includes(subscriber.userId) ?? false
}

/** A notice as it travels through NOTIFY: `origin` names the process that published it. */
interface SentNotice extends ChangeNotice {
  origin?: string
}

/** How long a kept read waits for the database's notices to catch up before it answers anyway. */
const CATCH_UP_WAIT_MS = 1000

/**
 * Fans change notices out to the server-sent-event clients of every process: the publishing process
 * delivers to its own subscribers at once, and the notice goes through PostgreSQL NOTIFY to each other
 * process, which delivers it to its subscribers who may see it. Delivering at once matters most on the
 * embedded database: its one connection may be busy with a broadcast's thousand e-mail jobs, and the
 * notice would wait behind them.
 */
export class EventBus implements Notices {
  /** Counts kept until a notice of their topic passes this process (see CountCache). */
  readonly counts: CountCache
  /** In the order they subscribed, so a user's oldest stream comes first. */
  private readonly subscribers = new Set<Subscriber>()
  private readonly origin = randomUUID()
  private unlisten: (() => Promise<void>)[] = []
  private readonly database: DatabaseHandle
  private readonly logger: FastifyBaseLogger
  /** The database's change notices heard in this turn, delivered together (one transaction's). */
  private tableChanges: TableChange[] = []
  private readonly catchUps = new Map<string, () => void>()
  private nextCatchUp: Promise<void> | undefined

  constructor(database: DatabaseHandle, logger: FastifyBaseLogger) {
    this.database = database
    this.logger = logger
    // PGlite hands a transaction's notices to its listeners before the commit returns: nothing to wait for.
    this.counts = new CountCache(Date.now, database.kind === 'pglite' ? undefined : () => this.caughtUp())
  }

  async start(): Promise<void> {
    this.unlisten = [
      await this.database.listen(EVENTS_CHANNEL, (payload) => this.deliver(payload)),
      await this.database.listen(STREAM_RIGHTS_CHANNEL, (payload) => this.endRights(payload)),
      await this.database.listen(TABLE_CHANGES_CHANNEL, (payload) => this.tableChanged(payload)),
    ]
  }

  async stop(): Promise<void> {
    // The database may already be gone at shutdown; there is nothing left to unsubscribe from then.
    for (const unlisten of this.unlisten) await unlisten().catch(() => {})
    this.unlisten = []
    for (const subscriber of this.subscribers) subscriber.close()
    this.subscribers.clear()
  }

  /** Event streams open in this process (for /metrics). */
  get openStreams(): number {
    return this.subscribers.size
  }

  /** Adds a stream; the user's oldest streams close beyond STREAMS_PER_USER. */
  subscribe(subscriber: Subscriber): () => void {
    const own = [...this.subscribers].filter((other) => other.userId === subscriber.userId)
    for (const oldest of own.slice(0, Math.max(0, own.length - STREAMS_PER_USER + 1))) this.end(oldest)
    this.subscribers.add(subscriber)
    return () => this.subscribers.delete(subscriber)
  }

  private end(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber)
    subscriber.close()
  }

  /** A session ended: its streams close. A role changed: the user's streams close (they reopen with the new role). */
  private endRights(payload: string): void {
    let notice: RightsNotice
    try {
      notice = JSON.parse(payload) as RightsNotice
    } catch {
      return
    }
    for (const subscriber of [...this.subscribers]) {
      if (subscriber.userId !== notice.userId) continue
      if (notice.sessionId === undefined || subscriber.sessionId === notice.sessionId) this.end(subscriber)
    }
  }

  /** The features' one port (Notices): tells the open pages of `audience` that `topic` changed. */
  tell(topic: ChangeTopic, audience: Audience): void {
    void this.publish({ topic, audience })
  }

  /** Publishing never fails the caller's request: a lost notice only delays a refresh. */
  async publish(notice: ChangeNotice): Promise<void> {
    this.deliverHere(notice)
    try {
      const sent: SentNotice = { ...notice, origin: this.origin }
      await this.database.notify(EVENTS_CHANNEL, JSON.stringify(sent))
    } catch (error) {
      this.logger.warn({ err: error }, 'change notice not published')
    }
  }

  /**
   * Resolves once every change committed before the call has been heard from the database (its notices
   * arrive in commit order on another connection, so a marker sent now comes after them): a kept page
   * read right after a write of this same server then never shows what the write changed. The reads
   * asking in one turn share one marker.
   */
  caughtUp(): Promise<void> {
    this.nextCatchUp ??= this.catchUp()
    return this.nextCatchUp
  }

  private async catchUp(): Promise<void> {
    // The reads that ask in this turn share one marker.
    await new Promise((resolve) => setImmediate(resolve))
    this.nextCatchUp = undefined
    const marker = randomUUID()
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.all([
        new Promise<void>((resolve) => {
          this.catchUps.set(marker, resolve)
          timer = setTimeout(resolve, CATCH_UP_WAIT_MS)
        }),
        this.database.notify(TABLE_CHANGES_CHANNEL, JSON.stringify({ marker })),
      ])
    } catch (error) {
      this.logger.warn({ err: error }, 'change notices not caught up')
    } finally {
      clearTimeout(timer)
      this.catchUps.delete(marker)
    }
  }

  /** The database's own notice of a committed change (a trigger's): forgets and tells like a publish. */
  private tableChanged(payload: string): void {
    const marker = markerOf(payload)
    if (marker) {
      this.deliverTableChanges()
      this.catchUps.get(marker)?.()
      return
    }
    const change = parseTableChange(payload)
    if (!change) return
    if (this.tableChanges.length === 0) queueMicrotask(() => this.deliverTableChanges())
    this.tableChanges.push(change)
  }

  private deliverTableChanges(): void {
    const changes = this.tableChanges
    this.tableChanges = []
    for (const notice of noticesFor(changes)) this.deliverHere(notice)
  }

  private deliver(payload: string): void {
    let notice: SentNotice
    try {
      notice = JSON.parse(payload) as SentNotice
    } catch {
      return
    }
    if (notice.origin !== this.origin) this.deliverHere(notice)
  }

  private deliverHere(notice: ChangeNotice): void {
    // Before the browsers hear of the change, so the counts they then ask for are taken afresh.
    this.counts.forget(notice.topic)
    for (const subscriber of this.subscribers) {
      if (canSee(subscriber, notice.audience)) subscriber.send(notice.topic)
    }
  }
}

function markerOf(payload: string): string | undefined {
  if (!payload.startsWith('{"marker"')) return undefined
  try {
    return (JSON.parse(payload) as { marker?: string }).marker
  } catch {
    return undefined
  }
}
