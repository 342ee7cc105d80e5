import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { profiles, subscriptions } from '../../db/schema/customers.ts'

export async function findActiveSubscription(executor: Executor, userId: string) {
  const [row] = await executor
    .select({
      productId: subscriptions.productId,
      priceAmount: subscriptions.priceAmount,
      billingInterval: subscriptions.billingInterval,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  return row
}

export async function hasActiveSubscription(executor: Executor, userId: string): Promise<boolean> {
  return Boolean(await findActiveSubscription(executor, userId))
}

/**
 * Holds the customer's profile row until the transaction ends, so two completions for one customer
 * replace the subscription one after the other (the partial unique index is the backstop).
 */
export async function lockCustomer(executor: Executor, userId: string): Promise<void> {
  await executor.execute(sql`select 1 from ${profiles} where ${profiles.id} = ${userId} for update`)
}

export interface NewSubscription {
  userId: string
  productId: string
  priceAmount: number
  provider: string
  providerSubscriptionId: string | null
}

/**
 * The customer has one active subscription: any previous one is marked canceled. Returns the replaced
 * subscriptions, so the caller can stop them at the payment provider too.
 */
export async function replaceActiveSubscription(
  executor: Executor,
  subscription: NewSubscription,
): Promise<Array<{ provider: string; providerSubscriptionId: string | null }>> {
  const replaced = await executor
    .update(subscriptions)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(subscriptions.userId, subscription.userId), eq(subscriptions.status, 'active')))
    .returning({
      provider: subscriptions.provider,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
    })
  await executor.insert(subscriptions).values({ ...subscription, status: 'active' })
  return replaced
}

/** Canceled is final (as at Stripe), so a late or replayed update never revives a replaced subscription. */
export async function setSubscriptionStatusByProviderId(
  executor: Executor,
  providerSubscriptionId: string,
  status: 'active' | 'past_due' | 'canceled',
): Promise<boolean> {
  const updated = await executor
    .update(subscriptions)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
        ne(subscriptions.status, 'canceled'),
      ),
    )
    .returning({ id: subscriptions.id })
  return updated.length > 0
}

/** Cancels whatever is active (the customer is leaving) and returns it, to stop it at the provider too. */
export async function cancelActiveSubscriptions(executor: Executor, userId: string) {
  return executor
    .update(subscriptions)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .returning({
      provider: subscriptions.provider,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
    })
}
