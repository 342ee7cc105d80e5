import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { profiles, subscriptions } from '../../db/schema/customers.ts'

export async function findProfile(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ displayName: profiles.displayName, welcomeShown: profiles.welcomeShown })
    .from(profiles)
    .where(eq(profiles.id, userId))
  return row
}

export async function findActiveSubscription(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ productId: subscriptions.productId, priceAmount: subscriptions.priceAmount })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  return row
}

/** Sets the flag, creating the profile when an account has none yet. */
export async function setWelcomeShown(executor: Executor, userId: string): Promise<void> {
  await executor
    .insert(profiles)
    .values({ id: userId, welcomeShown: true })
    .onConflictDoUpdate({ target: profiles.id, set: { welcomeShown: true } })
}
