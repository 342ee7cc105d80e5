import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle, Executor } from '../db/client.ts'
import type { Notices } from '../plugins/realtime/notices.ts'
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  databaseClock,
  extendLease,
  failExhaustedLease,
  failJob,
  fixedClock,
  type GivenUpJob,
  type LeasedJob,
  type SqlClock,
} from './lease.ts'
import { JOBS_CHANNEL, type JobQueue } from './queue.ts'
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './retry-policy.ts'

export type { ClaimedJob, GivenUpJob } from './lease.ts'

const COMPLETED_RETENTION_DAYS = 7
const CLEANUP_EVERY_MS = 60 * 60 * 1000

export type JobHandler = (job: ClaimedJob) => Promise<void>

export interface WorkerOptions {
  database: DatabaseHandle
  handlers: Record<string, JobHandler>
  /** The declared queues (retry policy, label, flags); a queue not listed gets the default policy. */
  queues?: readonly JobQueue[]
  logger: FastifyBaseLogger
  pollIntervalMs?: number
  /** How long a claim lasts unless renewed; a crashed worker's job is taken over after it. */
  leaseMs?: number
  /** How often a running job's lease is renewed (default a third of the lease). */
  heartbeatMs?: number
  /** The clock for run times and leases; the database's clock unless a test sets one. */
  now?: () => Date
  /** Jitter source in [0, 1] (Math.random unless a test sets one). */
  random?: () => number
  /**
   * Called in the transaction that marks a job failed for good, so whatever it writes (an alert
   * e-mail in the outbox) commits with that update or not at all.
   */
  onGiveUp?: (executor: Executor, job: GivenUpJob, queue: JobQueue) => Promise<void>
  /** Told after a job was marked failed for good (`jobs`), so administrators' views refresh. */
  notices: Notices
  /** Awaited before each job: background work giving way to requests (see RequestsInFlight). */
  giveWay?: () => Promise<void>
  /** Jobs run at once (JOB_CONCURRENCY): each a loop of its own claiming the next due job. */
  concurrency?: number
  /** Told when a job starts and ends (for /metrics). */
  onRunning?: (queue: string, change: 1 | -1) => void
}

/** How long a claimed job is held; a process killed mid-job leaves it to others once this passes. */
export const DEFAULT_LEASE_MS = 60_000

/**
 * Runs jobs from the jobs table, `concurrency` at a time (one by default). Claims use FOR UPDATE SKIP LOCKED, so any number of
 * processes can run workers on one PostgreSQL without taking the same job twice; a heartbeat renews
 * the lease of the job in hand so a slow job is not taken over while it still runs.
 */
export class JobWorker {
  private running = false
  private loopDone: Promise<void> | undefined
  private readonly waiting = new Set<() => void>()
  private lastCleanup = 0
  private unlisten: (() => Promise<void>) | undefined
  private readonly options: WorkerOptions
  private readonly leaseMs: number
  private readonly heartbeatMs: number
  private readonly at: SqlClock
  private readonly queues: Map<string, JobQueue>

  constructor(options: WorkerOptions) {
    this.options = options
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
    this.heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(this.leaseMs / 3))
    this.at = options.now ? fixedClock(options.now) : databaseClock
    this.queues = new Map((options.queues ?? []).map((queue) => [queue.name, queue]))
  }

  async start(): Promise<void> {
    if (this.running) return
    this.running = true
    this.unlisten = await this.options.database.listen(JOBS_CHANNEL, () => this.wake())
    const loops = Array.from({ length: Math.max(1, this.options.concurrency ?? 1) }, () => this.loop())
    this.loopDone = Promise.all(loops).then(() => undefined)
  }

  /** Stops taking new jobs and waits for those in hand to finish. */
  async stop(): Promise<void> {
    this.running = false
    this.wake()
    await this.loopDone
    // The database may already be gone at shutdown; there is nothing left to unsubscribe from then.
    await this.unlisten?.().catch(() => {})
  }

  wake(): void {
    for (const done of this.waiting) done()
  }

  /** Deletes completed jobs older than their retention period (failed ones stay for inspection). */
  async deleteOldCompletedJobs(): Promise<void> {
    await this.options.database.db.execute(sql`
      delete from jobs
      where status = 'completed' and completed_at < now() - ${COMPLETED_RETENTION_DAYS} * interval '1 day'`)
  }

  /**
   * Fails the jobs whose last attempt's lease expired, then claims and runs one due job. Returns
   * whether it ran one. The loop calls it; tests call it directly to step through a schedule.
   */
  async runNext(): Promise<boolean> {
    const queues = Object.keys(this.options.handlers)
    let sweeping = true
    while (sweeping) sweeping = await this.giveUpExpiredLease(queues)
    const job = await claimJob(this.options.database.db, { queues, leaseMs: this.leaseMs, at: this.at })
    if (!job) return false
    await this.run(job)
    return true
  }

  private async loop(): Promise<void> {
    while (this.running) {
      if (Date.now() - this.lastCleanup > CLEANUP_EVERY_MS) {
        this.lastCleanup = Date.now()
        await this.deleteOldCompletedJobs().catch((err: unknown) =>
          this.options.logger.warn({ err }, 'job cleanup failed'),
        )
      }
      let ran = false
      try {
        await this.options.giveWay?.()
        ran = await this.runNext()
      } catch (error) {
        this.options.logger.error({ err: error }, 'job claim failed')
      }
      if (!ran) await this.idle()
      // The embedded database answers without any I/O, so a run of jobs would be one long chain of
      // promises: yielding between jobs lets requests in and flushes what responses and event streams
      // wrote (a socket's writes leave on the next tick, which such a chain holds back).
      else await yieldToEventLoop()
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.waiting.delete(done)
        resolve()
      }
      const timer = setTimeout(done, this.options.pollIntervalMs ?? 1000)
      this.waiting.add(done)
    })
  }

  private async run(job: LeasedJob): Promise<void> {
    const { logger } = this.options
    const handler = this.options.handlers[job.queue]
    const stopHeartbeat = this.startHeartbeat(job)
    let failure: unknown
    this.options.onRunning?.(job.queue, 1)
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`)
      await handler(job)
    } catch (error) {
      failure = error
    } finally {
      stopHeartbeat()
      this.options.onRunning?.(job.queue, -1)
    }
    try {
      if (failure === undefined) {
        if (!(await completeJob(this.options.database.db, job, this.at)))
          logger.warn({ jobId: job.id, queue: job.queue }, 'job finished after its lease was taken over')
        return
      }
      await this.recordFailure(job, failure)
    } catch (err) {
      logger.error({ err, jobId: job.id }, 'job state update failed')
    }
  }

  private async recordFailure(job: LeasedJob, failure: unknown): Promise<void> {
    const message = failure instanceof Error ? failure.message : String(failure)
    const queue = this.queueOf(job.queue)
    const final = job.attempts >= job.maxAttempts
    const delayMs = retryDelayMs(queue.retry, job.attempts, this.options.random)
    this.options.logger.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, final }, message)
    const givenUp = await this.options.database.db.transaction(async (tx) => {
      const updated = await failJob(tx, job, { error: message, final, delayMs, at: this.at })
      if (!updated) {
        this.options.logger.warn({ jobId: job.id }, 'job failed after its lease was taken over')
        return false
      }
      if (final) await this.giveUp(tx, updated, queue)
      return final
    })
    if (givenUp) this.givenUp(queue)
  }

  /**
   * Marks failed one job whose last attempt's lease expired. A failure here (the give-up hook's, say)
   * is logged and leaves the job for the next round, so it never stops other jobs from running.
   */
  private async giveUpExpiredLease(queues: string[]): Promise<boolean> {
    try {
      const queue = await this.options.database.db.transaction(async (tx) => {
        const job = await failExhaustedLease(tx, { queues, at: this.at })
        if (!job) return undefined
        this.options.logger.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts }, job.lastError)
        const jobQueue = this.queueOf(job.queue)
        await this.giveUp(tx, job, jobQueue)
        return jobQueue
      })
      if (!queue) return false
      this.givenUp(queue)
      return true
    } catch (err) {
      this.options.logger.error({ err }, 'giving up an expired job failed')
      return false
    }
  }

  private async giveUp(executor: Executor, job: GivenUpJob, queue: JobQueue): Promise<void> {
    await queue.onGiveUp?.(executor, job)
    await this.options.onGiveUp?.(executor, job, queue)
  }

  private givenUp(queue: JobQueue): void {
    queue.refreshViews?.()
    this.options.notices.tell('jobs', { admins: true })
  }

  /** Renews the lease while the handler runs; returns the function that stops renewing. */
  private startHeartbeat(job: LeasedJob): () => void {
    let stopped = false
    const timer = setInterval(() => {
      extendLease(this.options.database.db, job, { leaseMs: this.leaseMs, at: this.at })
        .then((held) => {
          // A renewal still on its way when the job was settled finds no running job: that is no loss.
          if (held || stopped) return
          clearInterval(timer)
          this.options.logger.warn({ jobId: job.id, queue: job.queue }, 'job lease lost while running')
        })
        .catch((err: unknown) => this.options.logger.warn({ err, jobId: job.id }, 'job heartbeat failed'))
    }, this.heartbeatMs)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }

  private queueOf(name: string): JobQueue {
    return this.queues.get(name) ?? { name, label: name, retry: DEFAULT_RETRY_POLICY }
  }
}
