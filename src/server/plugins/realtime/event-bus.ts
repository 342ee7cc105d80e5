import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { ChangeTopic } from '#shared/schemas/realtime.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { CountCache } from './count-cache.ts'

export const EVENTS_CHANNEL = 'app_changes'

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
  isAdmin: boolean
  send(topic: ChangeTopic): void
  /** Ends the subscriber's stream (on shutdown). */
  close(): void
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

/**
 * Fans change notices out to the server-sent-event clients of every process: the publishing process
 * delivers to its own subscribers at once, and the notice goes through PostgreSQL NOTIFY to each other
 * process, which delivers it to its subscribers who may see it. Delivering at once matters most on the
 * embedded database: its one connection may be busy with a broadcast's thousand e-mail jobs, and the
 * notice would wait behind them.
 */
export class EventBus {
  /** Counts kept until a notice of their topic passes this process (see CountCache). */
  readonly counts = new CountCache()
  private readonly subscribers = new Set<Subscriber>()
  private readonly origin = randomUUID()
  private unlisten: (() => Promise<void>) | undefined
  private readonly database: DatabaseHandle
  private readonly logger: FastifyBaseLogger

  constructor(database: DatabaseHandle, logger: FastifyBaseLogger) {
    this.database = database
    this.logger = logger
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(EVENTS_CHANNEL, (payload) => this.deliver(payload))
  }

  async stop(): Promise<void> {
    // The database may already be gone at shutdown; there is nothing left to unsubscribe from then.
    await this.unlisten?.().catch(() => {})
    for (const subscriber of this.subscribers) subscriber.close()
    this.subscribers.clear()
  }

  /** Event streams open in this process (for /metrics). */
  get openStreams(): number {
    return this.subscribers.size
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber)
    return () => this.subscribers.delete(subscriber)
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
