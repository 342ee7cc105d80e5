import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { rateLimitCounters } from '../../db/schema/infrastructure.ts'

export interface WindowCount {
  count: number
  /** When the current window ends (epoch ms). */
  resetAt: number
}

/**
 * Adds one to `key` in a fixed window of `windowMs`, in one statement, so concurrent processes never
 * lose a count: a missing or expired row starts a new window at 1, a live one is incremented.
 */
export async function incrementCounter(
  executor: Executor,
  key: string,
  windowMs: number,
  now: number,
): Promise<WindowCount> {
  const resetAt = now + windowMs
  const expired = sql`${rateLimitCounters.resetAt} <= ${now}`
  const [row] = await executor
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${resetAt} else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
  if (!row) throw new Error('rate limit upsert returned no row')
  return { count: row.count, resetAt: Number(row.resetAt) }
}

/** The live window of `key`, or undefined when there is none. */
export async function readCounter(
  executor: Executor,
  key: string,
  now: number,
): Promise<WindowCount | undefined> {
  const [row] = await executor
    .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, now)))
  return row ? { count: row.count, resetAt: Number(row.resetAt) } : undefined
}

export async function deleteCounter(executor: Executor, key: string): Promise<void> {
  await executor.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key))
}

export async function deleteExpiredCounters(executor: Executor, now: number): Promise<void> {
  await executor.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, now))
}
