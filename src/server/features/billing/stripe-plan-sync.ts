import { createHash } from 'node:crypto'
import { and, asc, eq, isNull, max } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { BillingInterval } from '#shared/billing/period.ts'
import { getPlan } from '#shared/catalogue/plans.ts'
import { listPeriodPence } from '#shared/pricing/plan-change.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import type { Database, Executor } from '../../db/client.ts'
import { stripePlanChanges } from '../../db/schema/billing.ts'
import { toStripeSeconds, versionInMetadata } from '../../integrations/stripe-fields.ts'
import { findStripeSubscription } from '../../integrations/stripe-lookups.ts'

/** The Stripe subscription's metadata key holding the version of the last plan change applied there. */
export const PLAN_VERSION_KEY = 'postcraft_plan_version'

export interface StripePlanChange {
  selection: OrderSelection
  interval: BillingInterval
  /** An upgrade is charged now, prorated from this instant; a change from the next period is not. */
  prorateFrom: Date | null
}

/**
 * In the change's transaction (the caller holds the customer's billing lock and enqueues the
 * stripe-sync job): what Stripe must bill from now on, as the subscription's next version.
 */
export async function recordStripePlanChange(
  tx: Executor,
  subscriptionId: string,
  change: StripePlanChange,
): Promise<void> {
  const [latest] = await tx
    .select({ version: max(stripePlanChanges.version) })
    .from(stripePlanChanges)
    .where(eq(stripePlanChanges.subscriptionId, subscriptionId))
  await tx.insert(stripePlanChanges).values({
    subscriptionId,
    version: (latest?.version ?? 0) + 1,
    selection: change.selection,
    billingInterval: change.interval,
    prorateFrom: change.prorateFrom,
  })
}

/**
 * Applies the subscription's waiting plan changes at Stripe, oldest first, each once: an upgrade and a
 * downgrade made before the job ran reach Stripe as two changes, the upgrade invoiced. A change whose
 * version Stripe's metadata already shows (a retry after it landed, however late; a second process) is
 * only stamped here. Two jobs that read the same subscription send the same requests with the same keys.
 */
export async function syncPlanChanges(
  deps: { db: Database; stripe: Stripe },
  subscriptionId: string,
  stripeId: string,
): Promise<void> {
  for (;;) {
    const [change] = await deps.db
      .select()
      .from(stripePlanChanges)
      .where(and(eq(stripePlanChanges.subscriptionId, subscriptionId), isNull(stripePlanChanges.syncedAt)))
      .orderBy(asc(stripePlanChanges.version))
      .limit(1)
    if (!change) return
    const current = await findStripeSubscription(deps.stripe, stripeId)
    if (!current || current.status === 'canceled') return
    if (versionInMetadata(current, PLAN_VERSION_KEY) < change.version)
      await changeItemsAtStripe(deps.stripe, current, change)
    await deps.db
      .update(stripePlanChanges)
      .set({ syncedAt: new Date() })
      .where(eq(stripePlanChanges.id, change.id))
  }
}

/**
 * The subscription's items become one price of the new list price (the checkout's fixed coupon stays
 * on the subscription). An upgrade is invoiced now, prorated from the instant the customer was shown;
 * a change from the next period is not prorated, so Stripe bills the new price from then.
 */
async function changeItemsAtStripe(
  stripe: Stripe,
  current: Stripe.Subscription,
  change: typeof stripePlanChanges.$inferSelect,
) {
  const interval = change.billingInterval as BillingInterval
  const price = await stripe.prices.create(
    {
      currency: 'gbp',
      unit_amount: listPeriodPence(change.selection, interval),
      recurring: { interval: 'month', interval_count: interval === 'six_months' ? 6 : 1 },
      product_data: { name: `${getPlan(change.selection.plan).title} plan and extras` },
    },
    { idempotencyKey: `plan-price-${change.id}` },
  )
  const replaced = (current.items?.data ?? []).map((item) => item.id)
  const replacedHash = createHash('sha256').update(replaced.join(',')).digest('hex').slice(0, 16)
  await stripe.subscriptions.update(
    current.id,
    {
      items: [...replaced.map((id) => ({ id, deleted: true as const })), { price: price.id, quantity: 1 }],
      metadata: { [PLAN_VERSION_KEY]: String(change.version) },
      ...(change.prorateFrom
        ? {
            proration_behavior: 'always_invoice' as const,
            proration_date: toStripeSeconds(change.prorateFrom),
          }
        : { proration_behavior: 'none' as const }),
    },
    { idempotencyKey: `plan-items-${change.id}-${replacedHash}` },
  )
}
