import { randomUUID } from 'node:crypto'
import { and, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../db/client.ts'
import { jobs } from '../db/schema/infrastructure.ts'

/**
 * The statements of the lease protocol. A claim takes a job for `leaseMs` under a new random token;
 * only the holder of that token can extend the lease or settle the job, so a worker that lost its
 * lease (it stalled and another worker took the job over) changes nothing.
 */

/** A point in time as SQL: the database's clock (one clock for every process) or a test's clock. */
export type SqlClock = (offsetMs?: number) => SQL

export const databaseClock: SqlClock = (offsetMs = 0) => sql`(now() + ${offsetMs} * interval '1 millisecond')`

export function fixedClock(now: () => Date): SqlClock {
  return (offsetMs = 0) => sql`${new Date(now().getTime() + offsetMs).toISOString()}::timestamptz`
}

export interface ClaimedJob {
  id: string
  queue: string
  payload: Record<string, unknown>
  /** This attempt's number, 1 for the first. */
  attempts: number
  maxAttempts: number
}

export interface LeasedJob extends ClaimedJob {
  lockToken: string
}

/** A job just marked failed for good, as the give-up hook sees it. */
export interface GivenUpJob extends ClaimedJob {
  lastError: string
  createdAt: Date
}

export const LEASE_EXPIRED_ERROR =
  'The worker running this job stopped before it finished (its lease expired).'
const ERROR_LIMIT = 2000

const claimedColumns = {
  id: jobs.id,
  queue: jobs.queue,
  payload: jobs.payload,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
}
const givenUpColumns = { ...claimedColumns, lastError: jobs.lastError, createdAt: jobs.createdAt }

/**
 * Takes the next due job of the given queues: a queued one whose time has come, or a running one whose
 * lease expired with attempts left (its lost attempt counts). Each claim counts one attempt.
 */
export async function claimJob(
  executor: Executor,
  input: { queues: string[]; leaseMs: number; at: SqlClock },
): Promise<LeasedJob | undefined> {
  if (input.queues.length === 0) return undefined
  const { at } = input
  const next = executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.queue, input.queues),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, at())),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, at()), lt(jobs.attempts, jobs.maxAttempts)),
        ),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true })
  const lockToken = randomUUID()
  const [row] = await executor
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockToken,
      lockedUntil: at(input.leaseMs),
      lastAttemptAt: at(),
    })
    .where(inArray(jobs.id, next))
    .returning(claimedColumns)
  return row ? { ...row, lockToken } : undefined
}

/** Moves the lease's end on; false when the lease is no longer this token's. */
export async function extendLease(
  executor: Executor,
  job: Pick<LeasedJob, 'id' | 'lockToken'>,
  input: { leaseMs: number; at: SqlClock },
): Promise<boolean> {
  const rows = await executor
    .update(jobs)
    .set({ lockedUntil: input.at(input.leaseMs) })
    .where(ownedBy(job))
    .returning({ id: jobs.id })
  return rows.length > 0
}

/** Marks the job done; false (and nothing changed) when the lease is no longer this token's. */
export async function completeJob(
  executor: Executor,
  job: Pick<LeasedJob, 'id' | 'lockToken'>,
  at: SqlClock,
): Promise<boolean> {
  const rows = await executor
    .update(jobs)
    .set({ status: 'completed', completedAt: at(), lockedUntil: null, lockToken: null, lastError: null })
    .where(ownedBy(job))
    .returning({ id: jobs.id })
  return rows.length > 0
}

/**
 * Records a failed attempt: back to the queue after `delayMs`, or failed for good when `final`.
 * Returns the job as updated, or undefined when the lease is no longer this token's.
 */
export async function failJob(
  executor: Executor,
  job: Pick<LeasedJob, 'id' | 'lockToken'>,
  input: { error: string; final: boolean; delayMs: number; at: SqlClock },
): Promise<GivenUpJob | undefined> {
  const [row] = await executor
    .update(jobs)
    .set({
      status: input.final ? 'failed' : 'queued',
      lastError: input.error.slice(0, ERROR_LIMIT),
      lockedUntil: null,
      lockToken: null,
      runAt: input.at(input.delayMs),
    })
    .where(ownedBy(job))
    .returning(givenUpColumns)
  return row ? { ...row, lastError: row.lastError ?? input.error } : undefined
}

/**
 * Marks failed one job of the given queues whose lease expired on its last attempt (its worker died
 * or stalled): it is not run again. Returns it, or undefined when there is none.
 */
export async function failExhaustedLease(
  executor: Executor,
  input: { queues: string[]; at: SqlClock },
): Promise<GivenUpJob | undefined> {
  if (input.queues.length === 0) return undefined
  const expired = executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.queue, input.queues),
        eq(jobs.status, 'running'),
        lt(jobs.lockedUntil, input.at()),
        gte(jobs.attempts, jobs.maxAttempts),
      ),
    )
    .limit(1)
    .for('update', { skipLocked: true })
  const [row] = await executor
    .update(jobs)
    .set({ status: 'failed', lastError: LEASE_EXPIRED_ERROR, lockedUntil: null, lockToken: null })
    .where(inArray(jobs.id, expired))
    .returning(givenUpColumns)
  return row ? { ...row, lastError: LEASE_EXPIRED_ERROR } : undefined
}

function ownedBy(job: Pick<LeasedJob, 'id' | 'lockToken'>): SQL | undefined {
  return and(eq(jobs.id, job.id), eq(jobs.lockToken, job.lockToken), eq(jobs.status, 'running'))
}
