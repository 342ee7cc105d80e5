import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Database, DatabaseHandle, Executor } from './db/client.ts'
import type { EmailService } from './email/email.service.ts'
import type { JobQueue } from './jobs/queue.ts'
import type { GivenUpJob, JobHandler } from './jobs/worker.ts'
import type { WindowCounters } from './plugins/rate-limit/fixed-window.ts'
import type { CountCache } from './plugins/realtime/count-cache.ts'
import type { Notices } from './plugins/realtime/notices.ts'

/**
 * What the server hands every feature's `register(app, deps)` (src/server/app.ts): the database, the
 * configuration, the e-mail outbox, the one browser-notice port and the kept counts. A feature takes
 * what it uses (`Pick<ServerDeps, …>`) plus whatever another feature lends it, named in its own file.
 */
export interface ServerDeps {
  config: Config
  database: DatabaseHandle
  db: Database
  logger: FastifyBaseLogger
  email: EmailService
  /** Tells open pages that something changed (the one port; see plugins/realtime/notices.ts). */
  notices: Notices
  /** Counts and pages kept until the database announces a change to their tables. */
  counts: CountCache
  /** Rate-limit counters: in PostgreSQL, shared by every process; on the embedded database, in memory and saved. */
  counters: WindowCounters
  /** The server's secret (signed booking links). */
  secret: string
  /** The clock of demo-call booking windows and of the content calendar's cut-offs and links. */
  now: () => Date
}

/** What a feature brings besides its routes: its background work and what it does once the server is ready. */
export interface FeatureParts {
  /** The queues it declares: the worker retries by their policies, Admin Settings shows their labels. */
  queues?: JobQueue[]
  /** How the worker runs its jobs, by queue name. */
  handlers?: Record<string, JobHandler>
  /** Once the server is ready, before the first request. */
  onReady?: () => Promise<void>
  /** Once the server is ready, in a process that runs the background jobs. */
  onJobsReady?: () => Promise<void>
  /** In the transaction that marks a job failed for good (see WorkerOptions.onGiveUp). */
  onJobGivenUp?: (executor: Executor, job: GivenUpJob, queue: JobQueue) => Promise<void>
}

/** Every route under this prefix is for administrators only (plugins/auth/admin-area.ts checks it once). */
export const ADMIN_PREFIX = '/api/admin'
