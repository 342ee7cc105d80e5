import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { auditEvents, billingPayments, retentionDiscounts } from '../../db/schema/billing.ts'
import { orders, subscriptions } from '../../db/schema/customers.ts'

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type PaymentRow = typeof billingPayments.$inferSelect
export type NewPayment = typeof billingPayments.$inferInsert
type SubscriptionPatch = Partial<
  Pick<
    SubscriptionRow,
    | 'status'
    | 'billingInterval'
    | 'billingAnchor'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'cancelAt'
    | 'cancelRequestedAt'
    | 'cancelAtVersion'
    | 'nextPaymentAmount'
    | 'pastDueSince'
    | 'failNextRenewal'
    | 'providerUpdatedAt'
    | 'productId'
    | 'priceAmount'
    | 'selection'
    | 'pendingChange'
  >
>

/** The customer's subscription that bills: active or past due (one at most), newest first. */
export async function findBillingSubscription(
  executor: Executor,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const query = executor
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'past_due'])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

export async function findSubscriptionById(executor: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = executor.select().from(subscriptions).where(eq(subscriptions.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

export async function findSubscriptionByProviderId(executor: Executor, providerSubscriptionId: string) {
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update')
  return row
}

export async function updateSubscription(executor: Executor, id: string, patch: SubscriptionPatch) {
  const [row] = await executor
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning()
  return row
}

/**
 * Test-provider subscriptions with something due by `now`: active ones whose period has ended (renewal
 * or the scheduled end), and past-due ones failed long enough ago for a retry to be due.
 */
export async function dueTestSubscriptions(
  executor: Executor,
  now: Date,
  retryPastDueBefore: Date,
  limit: number,
) {
  return executor
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'test'),
        or(
          and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)),
          and(eq(subscriptions.status, 'past_due'), lte(subscriptions.pastDueSince, retryPastDueBefore)),
        ),
      ),
    )
    .limit(limit)
}

/** Failed tries of the subscription since it became past due (each try is its own payment row). */
export async function countFailedPaymentsSince(executor: Executor, subscriptionId: string, since: Date) {
  const [row] = await executor
    .select({ n: count() })
    .from(billingPayments)
    .where(
      and(
        eq(billingPayments.subscriptionId, subscriptionId),
        eq(billingPayments.status, 'failed'),
        gte(billingPayments.createdAt, since),
      ),
    )
  return row?.n ?? 0
}

export async function findEmailOf(executor: Executor, userId: string): Promise<string | undefined> {
  const [row] = await executor.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email
}

/** Records a payment once per provider payment id; undefined when it was already there. */
export async function insertPaymentOnce(executor: Executor, payment: NewPayment) {
  const [row] = await executor
    .insert(billingPayments)
    .values(payment)
    .onConflictDoNothing({ target: billingPayments.providerPaymentId })
    .returning()
  return row
}

export async function findPaymentByProviderId(executor: Executor, providerPaymentId: string) {
  const [row] = await executor
    .select()
    .from(billingPayments)
    .where(eq(billingPayments.providerPaymentId, providerPaymentId))
    .for('update')
  return row
}

export async function updatePayment(executor: Executor, id: string, patch: Partial<NewPayment>) {
  const [row] = await executor
    .update(billingPayments)
    .set(patch)
    .where(eq(billingPayments.id, id))
    .returning()
  return row
}

/** Payments Stripe reported before we knew the subscription: they join their customer at provisioning. */
export async function claimPaymentsOfProviderSubscription(
  executor: Executor,
  providerSubscriptionId: string,
  owner: { userId: string; subscriptionId: string },
) {
  await executor
    .update(billingPayments)
    .set(owner)
    .where(
      and(
        eq(billingPayments.providerSubscriptionId, providerSubscriptionId),
        isNull(billingPayments.subscriptionId),
      ),
    )
}

/** Only ever the caller's payments: the id comes from the session. */
export async function listPaymentsOf(executor: Executor, userId: string) {
  return executor
    .select()
    .from(billingPayments)
    .where(eq(billingPayments.userId, userId))
    .orderBy(desc(billingPayments.createdAt))
    .limit(500)
}

export async function findOwnPayment(executor: Executor, userId: string, paymentId: string) {
  const [row] = await executor
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.id, paymentId), eq(billingPayments.userId, userId)))
  return row
}

export async function findFirstOrderPayment(
  executor: Executor,
  userId: string,
  options: { lock?: boolean } = {},
) {
  const query = executor
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.userId, userId), eq(billingPayments.kind, 'first_order')))
    .orderBy(billingPayments.createdAt)
    .limit(1)
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

export async function findPendingDiscount(executor: Executor, subscriptionId: string) {
  const [row] = await executor
    .select()
    .from(retentionDiscounts)
    .where(and(eq(retentionDiscounts.subscriptionId, subscriptionId), isNull(retentionDiscounts.usedAt)))
  return row
}

export async function latestDiscountSince(executor: Executor, userId: string, since: Date) {
  const [row] = await executor
    .select()
    .from(retentionDiscounts)
    .where(and(eq(retentionDiscounts.userId, userId), gte(retentionDiscounts.grantedAt, since)))
    .orderBy(desc(retentionDiscounts.grantedAt))
    .limit(1)
  return row
}

export async function insertDiscount(executor: Executor, discount: typeof retentionDiscounts.$inferInsert) {
  const [row] = await executor.insert(retentionDiscounts).values(discount).returning()
  return row
}

/** The subscription's waiting discount that Stripe has not been given yet (no coupon id stored). */
export async function findDiscountAwaitingProvider(executor: Executor, subscriptionId: string) {
  const [row] = await executor
    .select()
    .from(retentionDiscounts)
    .where(
      and(
        eq(retentionDiscounts.subscriptionId, subscriptionId),
        isNull(retentionDiscounts.usedAt),
        isNull(retentionDiscounts.providerCouponId),
      ),
    )
  return row
}

/** Records the coupon attached at the provider; the same id again changes nothing. */
export async function setDiscountProviderCoupon(executor: Executor, id: string, providerCouponId: string) {
  await executor.update(retentionDiscounts).set({ providerCouponId }).where(eq(retentionDiscounts.id, id))
}

export async function markDiscountUsed(executor: Executor, id: string, paymentId: string | null, at: Date) {
  await executor
    .update(retentionDiscounts)
    .set({ usedAt: at, usedOnPaymentId: paymentId })
    .where(and(eq(retentionDiscounts.id, id), isNull(retentionDiscounts.usedAt)))
}

/** Whether the team's refund record of this Stripe refund exists (the audit event naming it). */
export async function hasRefundRecord(
  executor: Executor,
  userId: string,
  providerRefundId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectUserId, userId),
        eq(auditEvents.action, 'billing.refund_first_order'),
        sql`${auditEvents.details}->>'providerRefundId' = ${providerRefundId}`,
      ),
    )
    .limit(1)
  return row !== undefined
}

/** Serialises one customer's billing changes (cancel, keep, discount, renewal) across processes. */
export async function lockBillingOf(executor: Executor, userId: string) {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${userId}`}))`)
}

/** What the customer's newest order bought: the subscription's selection until its first change. */
export async function latestOrderServicesOf(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ services: orders.services })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1)
  return row?.services
}
