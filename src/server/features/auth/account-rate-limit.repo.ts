import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { rateLimits } from '../../db/schema/auth.ts'

export interface Consumed {
  count: number
  /** When the current window ends (epoch ms). */
  resetAt: number
}

/**
 * Counts one attempt for `key` in a fixed window, atomically, so every app process shares the count.
 * Invariant: our rows keep the window's END in last_request (the authentication library keeps the
 * last request time there). Its pruning deletes rows whose last_request is older than its longest
 * window, so storing the end means our rows are pruned only after they have expired.
 */
export async function consumeAttempt(executor: Executor, key: string, windowMs: number): Promise<Consumed> {
  const now = Date.now()
  const resetAt = now + windowMs
  const expired = sql`${rateLimits.lastRequest} <= ${now}`
  const [row] = await executor
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${resetAt} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.lastRequest })
  if (!row) throw new Error('rate limit upsert returned no row')
  return { count: row.count, resetAt: Number(row.resetAt) }
}

export async function clearAttempts(executor: Executor, key: string): Promise<void> {
  await executor.delete(rateLimits).where(eq(rateLimits.key, key))
}
