import { randomUUID } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { accounts, users, verifications } from '../../db/schema/auth.ts'
import { type OrderServices, orders, profiles, subscriptions } from '../../db/schema/customers.ts'

export async function findUserIdByEmail(executor: Executor, email: string): Promise<string | undefined> {
  const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row?.id
}

/** Inserts the user unless the e-mail is taken (also by a concurrent transaction); true when inserted. */
export async function insertUserIfNew(
  executor: Executor,
  user: { id: string; email: string; name: string },
): Promise<boolean> {
  const inserted = await executor
    .insert(users)
    .values({ ...user, role: 'user', emailVerified: true })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  return inserted.length > 0
}

/** A credential account with no usable password: the invite link sets it. */
export async function insertPasswordlessCredential(executor: Executor, userId: string): Promise<void> {
  await executor
    .insert(accounts)
    .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: null })
}

export async function insertProfileIfMissing(
  executor: Executor,
  profile: { id: string; displayName: string },
): Promise<void> {
  await executor
    .insert(profiles)
    .values({ ...profile, welcomeShown: false })
    .onConflictDoNothing()
}

/** Stored exactly as the authentication library stores its password-reset tokens. */
export async function insertResetToken(
  executor: Executor,
  input: { token: string; userId: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(verifications).values({
    id: randomUUID(),
    identifier: `reset-password:${input.token}`,
    value: input.userId,
    expiresAt: input.expiresAt,
  })
}

/** Records the order once per provider session; undefined when that session already has its order. */
export async function insertOrderOnce(
  executor: Executor,
  order: {
    userId: string
    provider: string
    providerSessionId: string
    amount: number
    currency: string
    services: OrderServices
  },
): Promise<string | undefined> {
  const [row] = await executor
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: orders.providerSessionId })
    .returning({ id: orders.id })
  return row?.id
}

/**
 * The customer has one active subscription: any previous one is marked canceled. Returns the replaced
 * subscriptions, so the caller can stop them at the payment provider too.
 */
export async function replaceActiveSubscription(
  executor: Executor,
  subscription: {
    userId: string
    productId: string
    priceAmount: number
    provider: string
    providerSubscriptionId: string | null
  },
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
