import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../db/client.ts'
import { JOBS_CHANNEL, retryDelayMs } from './queue.ts'

const COMPLETED_RETENTION_DAYS = 7
const CLEANUP_EVERY_MS = 60 * 60 * 1000

export interface ClaimedJob {
  id: string
  queue: string
  payload: Record<string, unknown>
  attempts: number
  maxAttempts: number
}

export type JobHandler = (job: ClaimedJob) => Promise<void>

export interface WorkerOptions {
  database: DatabaseHandle
  handlers: Record<string, JobHandler>
  logger: FastifyBaseLogger
  pollIntervalMs?: number
  /** How long a claimed job is hidden from other workers; a crashed worker's job is retried after it. */
  lockMs?: number
  retryBaseMs?: number
}

/**
 * Runs jobs from the jobs table one at a time. Claims use FOR UPDATE SKIP LOCKED, so any number of
 * processes can run workers on one PostgreSQL without taking the same job twice.
 */
export class JobWorker {
  private running = false
  private loopDone: Promise<void> | undefined
  private wakeUp: (() => void) | undefined
  private unlisten: (() => Promise<void>) | undefined
  private readonly options: Required<Omit<WorkerOptions, 'logger' | 'database' | 'handlers'>> & WorkerOptions

  constructor(options: WorkerOptions) {
    this.options = { pollIntervalMs: 1000, lockMs: 60_000, retryBaseMs: 2000, ...options }
  }

  async start(): Promise<void> {
    if (this.running) return
    this.running = true
    this.unlisten = await this.options.database.listen(JOBS_CHANNEL, () => this.wake())
    this.loopDone = this.loop()
  }

  /** Stops taking new jobs and waits for the one in hand to finish. */
  async stop(): Promise<void> {
    this.running = false
    this.wake()
    await this.loopDone
    // The database may already be gone at shutdown; there is nothing left to unsubscribe from then.
    await this.unlisten?.().catch(() => {})
  }

  wake(): void {
    this.wakeUp?.()
  }

  /** Deletes completed jobs older than the retention period (failed ones stay for inspection). */
  async deleteOldCompletedJobs(): Promise<void> {
    await this.options.database.db.execute(sql`
      delete from jobs
      where status = 'completed' and completed_at < now() - ${COMPLETED_RETENTION_DAYS} * interval '1 day'`)
  }

  private async loop(): Promise<void> {
    let lastCleanup = 0
    while (this.running) {
      if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = Date.now()
        await this.deleteOldCompletedJobs().catch((err: unknown) =>
          this.options.logger.warn({ err }, 'job cleanup failed'),
        )
      }
      let job: ClaimedJob | undefined
      try {
        job = await this.claim()
      } catch (error) {
        this.options.logger.error({ err: error }, 'job claim failed')
      }
      if (job) await this.run(job)
      else await this.idle()
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollIntervalMs)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.wakeUp = done
    })
  }

  private async claim(): Promise<ClaimedJob | undefined> {
    const queues = Object.keys(this.options.handlers)
    if (queues.length === 0) return undefined
    const result = await this.options.database.db.execute(sql`
      update jobs
      set status = 'running', attempts = attempts + 1,
          locked_until = now() + ${this.options.lockMs} * interval '1 millisecond'
      where id = (
        select id from jobs
        where queue in (${sql.join(
          queues.map((queue) => sql`${queue}`),
          sql`, `,
        )})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by run_at
        limit 1
        for update skip locked
      )
      returning id, queue, payload, attempts, max_attempts`)
    const row = (result as unknown as { rows: unknown[] }).rows[0] as
      | {
          id: string
          queue: string
          payload: Record<string, unknown>
          attempts: number
          max_attempts: number
        }
      | undefined
    if (!row) return undefined
    return { ...row, maxAttempts: row.max_attempts }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.options.handlers[job.queue]
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`)
      await handler(job)
      await this.options.database.db.execute(sql`
        update jobs set status = 'completed', completed_at = now(), locked_until = null, last_error = null
        where id = ${job.id}`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const final = job.attempts >= job.maxAttempts
      const delayMs = retryDelayMs(job.attempts, this.options.retryBaseMs)
      this.options.logger.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, final }, message)
      await this.options.database.db
        .execute(sql`
          update jobs
          set status = ${final ? 'failed' : 'queued'}, last_error = ${message.slice(0, 2000)},
              locked_until = null, run_at = now() + ${delayMs} * interval '1 millisecond'
          where id = ${job.id}`)
        .catch((err: unknown) => this.options.logger.error({ err }, 'job state update failed'))
    }
  }
}
