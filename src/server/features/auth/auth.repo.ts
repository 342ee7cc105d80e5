import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { subscriptions } from '../../db/schema/customers.ts'

export async function hasActiveSubscription(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .limit(1)
  return Boolean(row)
}
