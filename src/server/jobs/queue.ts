import { sql } from 'drizzle-orm'
import type { Executor } from '../db/client.ts'
import { jobs } from '../db/schema/infrastructure.ts'

/** The channel a committed enqueue notifies, so idle workers in any process wake at once. */
export const JOBS_CHANNEL = 'jobs_ready'

export interface EnqueueOptions {
  runAt?: Date
  maxAttempts?: number
}

/**
 * Adds a job inside the caller's transaction: the job exists exactly when the change that caused it
 * commits (NOTIFY inside a transaction is delivered on commit too).
 */
export async function enqueue(
  executor: Executor,
  queue: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string> {
  const [row] = await executor
    .insert(jobs)
    .values({
      queue,
      payload,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .returning({ id: jobs.id })
  await executor.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`)
  if (!row) throw new Error('enqueue returned no row')
  return row.id
}

/** Exponential backoff: 2 s, 4 s, 8 s … capped at 10 minutes. */
export function retryDelayMs(attempt: number, baseMs = 2000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 10 * 60 * 1000)
}
