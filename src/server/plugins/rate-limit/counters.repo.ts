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
export function counterIncrement(executor: Executor) {
  const now = sql.placeholder('now')
  const resetAt = sql.placeholder('resetAt')
  const expired = sql`${rateLimitCounters.resetAt} <= ${now}`
  // Prepared once: every limited request runs it.
  const statement = executor
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder('key'), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${resetAt} else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
    .prepare('rate_limit_increment')
  return async (key: string, windowMs: number, now: number): Promise<WindowCount> => {
    const [row] = await statement.execute({ key, now, resetAt: now + windowMs })
    if (!row) throw new Error('rate limit upsert returned no row')
    return { count: row.count, resetAt: Number(row.resetAt) }
  }
}

/** Every live window, for a process that keeps the counts in memory (the embedded database's one). */
export async function readLiveCounters(
  executor: Executor,
  now: number,
): Promise<Array<WindowCount & { key: string }>> {
  const rows = await executor.select().from(rateLimitCounters).where(gt(rateLimitCounters.resetAt, now))
  return rows.map((row) => ({ key: row.key, count: row.count, resetAt: Number(row.resetAt) }))
}

/**
 * Windows per statement. The embedded database runs a statement on the server's only thread, so a save
 * of hundreds of windows in one statement held every request for several milliseconds; in statements
 * of this size, requests take their turn in between.
 */
export const COUNTERS_PER_STATEMENT = 50

/** Writes these windows as they are. */
export async function saveCounters(
  executor: Executor,
  windows: Array<WindowCount & { key: string }>,
): Promise<void> {
  for (let start = 0; start < windows.length; start += COUNTERS_PER_STATEMENT) {
    const some = windows.slice(start, start + COUNTERS_PER_STATEMENT)
    await executor.execute(sql`
      insert into ${rateLimitCounters} (key, count, reset_at)
      select * from unnest(${sql.param(some.map((window) => window.key))}::text[],
        ${sql.param(some.map((window) => window.count))}::integer[],
        ${sql.param(some.map((window) => window.resetAt))}::bigint[])
      on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at`)
  }
}

/** One statement text whatever the number of keys, so the database keeps it prepared. */
export async function deleteCounters(executor: Executor, keys: string[]): Promise<void> {
  if (keys.length > 0)
    await executor
      .delete(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = any(${sql.param(keys)}::text[])`)
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
