import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { profiles, subscriptions } from '../../db/schema/customers.ts'

export async function hasActiveSubscription(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .limit(1)
  return Boolean(row)
}

/** Every account has a profile row (display name, first-visit flag); repeating it changes nothing. */
export async function createProfileFor(
  executor: Executor,
  userId: string,
  displayName: string,
): Promise<void> {
  await executor
    .insert(profiles)
    .values({ id: userId, displayName, welcomeShown: false })
    .onConflictDoNothing()
}
