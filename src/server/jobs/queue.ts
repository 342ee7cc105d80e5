import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../db/client.ts'
import { jobs } from '../db/schema/infrastructure.ts'
import type { GivenUpJob } from './lease.ts'
import { DEFAULT_RETRY_POLICY, maxAttemptsFor, type RetryPolicy } from './retry-policy.ts'

/** The channel a committed enqueue notifies, so idle workers in any process wake at once. */
export const JOBS_CHANNEL = 'jobs_ready'

/** A queue as its owner declares it, beside the code that enqueues and handles its jobs. */
export interface JobQueue {
  name: string
  /** What the job does, for administrators (Admin Settings, alert e-mails). */
  label: string
  retry: RetryPolicy
  /** Payload fields that say which record a job is about; shown to administrators. */
  identifyingFields?: readonly string[]
  /** A job that fails for good may leave a customer wrongly charged: administrators are e-mailed. */
  paymentRelated?: boolean
  /**
   * What fails with a job of this queue, however it failed for good (its last attempt threw, or its
   * worker died holding it): runs in the transaction that marks the job failed.
   */
  onGiveUp?: (executor: Executor, job: GivenUpJob) => Promise<void>
  /**
   * What comes back when an administrator queues a failed job again (Admin Settings' Retry): runs in
   * the transaction that requeues it, so a training document shows 'processing' again, not 'failed'.
   */
  onRequeued?: (executor: Executor, job: RequeuedJob) => Promise<void>
  /** Told after a job of this queue failed for good or was queued again, so views of what it was about refresh. */
  refreshViews?: () => void
}

export interface RequeuedJob {
  id: string
  payload: Record<string, unknown>
}

export interface EnqueueOptions {
  runAt?: Date
  /** Overrides the attempts the queue's retry policy gives. */
  maxAttempts?: number
}

/**
 * Adds a job inside the caller's transaction: the job exists exactly when the change that caused it
 * commits (NOTIFY inside a transaction is delivered on commit too). A queue given by name alone gets
 * the default retry policy.
 */
export async function enqueue(
  executor: Executor,
  queue: JobQueue | string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string> {
  const [id] = await enqueueMany(executor, queue, [payload], options)
  if (!id) throw new Error('enqueue returned no row')
  return id
}

/** One job per payload, as `enqueue` adds one, in one INSERT: ids in the payloads' order. */
export async function enqueueMany(
  executor: Executor,
  queue: JobQueue | string,
  payloads: Record<string, unknown>[],
  options: EnqueueOptions = {},
): Promise<string[]> {
  if (payloads.length === 0) return []
  const name = typeof queue === 'string' ? queue : queue.name
  const policy = typeof queue === 'string' ? DEFAULT_RETRY_POLICY : queue.retry
  const rows = await executor
    .insert(jobs)
    .values(
      payloads.map((payload) => ({
        queue: name,
        payload,
        maxAttempts: options.maxAttempts ?? maxAttemptsFor(policy),
        ...(options.runAt ? { runAt: options.runAt } : {}),
      })),
    )
    .returning({ id: jobs.id })
  await executor.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`)
  return rows.map((row) => row.id)
}

export type RequeueFilter =
  | { id: string }
  | { queue: string; payloadContains?: Record<string, unknown> }
  | 'all'

/**
 * Gives failed jobs a fresh series of attempts from now (the last error stays until one succeeds).
 * Returns the ids requeued; a job that is not failed is left alone.
 */
export async function requeueFailedJobs(
  executor: Executor,
  filter: RequeueFilter,
  queues: readonly JobQueue[] = [],
): Promise<Array<{ id: string; queue: string }>> {
  const conditions: SQL[] = [eq(jobs.status, 'failed')]
  if (filter !== 'all' && 'id' in filter) conditions.push(eq(jobs.id, filter.id))
  if (filter !== 'all' && 'queue' in filter) {
    conditions.push(eq(jobs.queue, filter.queue))
    if (filter.payloadContains)
      conditions.push(sql`${jobs.payload} @> ${JSON.stringify(filter.payloadContains)}::jsonb`)
  }
  const rows = await executor
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, lockedUntil: null, lockToken: null })
    .where(and(...conditions))
    .returning({ id: jobs.id, queue: jobs.queue, payload: jobs.payload })
  const declared = new Map(queues.map((queue) => [queue.name, queue]))
  for (const row of rows) {
    await declared.get(row.queue)?.onRequeued?.(executor, { id: row.id, payload: row.payload })
  }
  const requeuedQueues = new Set(rows.map((row) => row.queue))
  for (const queue of requeuedQueues) await executor.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`)
  return rows.map((row) => ({ id: row.id, queue: row.queue }))
}

const FIELD_VALUE_LIMIT = 200

/**
 * The payload fields that identify what a job is about, as text: the queue's declared ones, or every
 * plain (string, number, boolean) field when it declares none.
 */
export function identifyingFields(
  queue: Pick<JobQueue, 'identifyingFields'> | undefined,
  payload: Record<string, unknown>,
): Record<string, string> {
  const names = queue?.identifyingFields ?? Object.keys(payload)
  const fields: Record<string, string> = {}
  for (const name of names) {
    const value = payload[name]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[name] = String(value).slice(0, FIELD_VALUE_LIMIT)
  }
  return fields
}
