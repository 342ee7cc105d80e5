import { createHash } from 'node:crypto'
import Stripe from 'stripe'
import type { Database, Executor } from '../../db/client.ts'
import { toStripeSeconds, versionInMetadata } from '../../integrations/stripe-fields.ts'
import { findStripeSubscription } from '../../integrations/stripe-lookups.ts'
import { enqueue, type JobQueue } from '../../jobs/queue.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import {
  findDiscountAwaitingProvider,
  findSubscriptionById,
  type SubscriptionRow,
  setDiscountProviderCoupon,
} from './billing.repo.ts'
import { syncPlanChanges } from './stripe-plan-sync.ts'

/**
 * Our database says what a Stripe subscription's scheduled end and retention discount are; Stripe is
 * brought in line after the change commits, by this queue's jobs (docs/decisions/0064). A job reads
 * what the database says when it runs, never what its payload said, so jobs from a cancel and a keep
 * converge whichever runs first, and running one twice (a retry, a duplicate, two processes) does
 * nothing twice.
 */
export const STRIPE_SYNC_QUEUE = 'billing.stripe-sync'

/**
 * Until it succeeds Stripe may charge a plan the customer cancelled, go on ending one they kept, or
 * charge without the discount they were promised: retried for at least 3 days (as the Stripe
 * cancellation), at least hourly once the backoff has grown; if it still fails, administrators are
 * e-mailed to put it right at Stripe by hand.
 */
export const STRIPE_SYNC_JOBS: JobQueue = {
  name: STRIPE_SYNC_QUEUE,
  label: 'Bring a Stripe subscription in line (plan change, scheduled end, retention discount)',
  retry: { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, retryForMs: 3 * 24 * 60 * 60_000 },
  identifyingFields: ['stripeSubscriptionId', 'subscriptionId'],
  paymentRelated: true,
}

/** The Stripe subscription's metadata key holding the `cancelAtVersion` its `cancel_at` was set from. */
export const CANCEL_AT_VERSION_KEY = 'postcraft_cancel_at_version'

/** The version of our scheduled end a Stripe subscription (or an event's copy of it) shows; 0 for none. */
export const cancelAtVersionAt = (subscription: { metadata?: Record<string, string> | null }): number =>
  versionInMetadata(subscription, CANCEL_AT_VERSION_KEY)

/** Our coupon's id at Stripe: one per discount row, so however often it is asked for, one exists. */
export const retentionCouponId = (discountId: string) => `retention_${discountId}`

/**
 * Whether a subscription is billed by Stripe, so that Stripe must follow its changes. Whether this
 * server has Stripe's keys does not matter: without them the job waits (only a process with a Stripe
 * client takes the queue) and brings Stripe in line once they are set, rather than Stripe charging a
 * plan the customer changed or cancelled.
 */
export function billedByStripe(row: SubscriptionRow): boolean {
  return row.provider === 'stripe' && Boolean(row.providerSubscriptionId)
}

/** In the caller's transaction: the job exists exactly when the change it follows commits. */
export async function enqueueStripeSync(tx: Executor, row: SubscriptionRow): Promise<void> {
  await enqueue(tx, STRIPE_SYNC_JOBS, {
    subscriptionId: row.id,
    stripeSubscriptionId: row.providerSubscriptionId,
  })
}

export interface StripeSyncDeps {
  db: Database
  stripe: Stripe
}

/** The job handler. */
export function stripeSyncHandler(deps: StripeSyncDeps) {
  return (job: ClaimedJob) => syncSubscriptionAtStripe(deps, String(job.payload.subscriptionId))
}

/** Brings one subscription's plan changes, scheduled end and waiting retention discount in line at Stripe. */
export async function syncSubscriptionAtStripe(deps: StripeSyncDeps, subscriptionId: string): Promise<void> {
  const found = await stripeRow(deps.db, subscriptionId)
  if (found) await syncPlanChanges(deps, subscriptionId, found.stripeId)
  await syncCancelAt(deps, subscriptionId)
  await syncRetentionDiscount(deps, subscriptionId)
}

/** Passes at the scheduled end before the job gives the turn to its retry (the customer keeps changing it). */
const CANCEL_AT_PASSES = 3

/** Our row while Stripe bills it and it has not ended; undefined when there is nothing to bring in line. */
async function stripeRow(db: Database, subscriptionId: string) {
  const row = await findSubscriptionById(db, subscriptionId)
  if (row?.provider !== 'stripe' || !row.providerSubscriptionId || row.status === 'canceled') return undefined
  return { row, stripeId: row.providerSubscriptionId }
}

/**
 * `cancel_at` and the version it comes from, written together. Stripe is read before our row, so a
 * newer version already at Stripe is seen in the row too; after writing, the row is read again, and if
 * the version moved on meanwhile (a keep while this cancel was on its way) the pass is made again, so
 * the last write to reach Stripe is always checked against the row after it landed.
 */
async function syncCancelAt(deps: StripeSyncDeps, subscriptionId: string): Promise<void> {
  for (let pass = 0; pass < CANCEL_AT_PASSES; pass++) {
    const found = await stripeRow(deps.db, subscriptionId)
    if (!found) return
    const current = await findStripeSubscription(deps.stripe, found.stripeId)
    if (!current || current.status === 'canceled') return
    const wanted = await stripeRow(deps.db, subscriptionId)
    if (!wanted) return
    const { row } = wanted
    // Stripe has our latest change; anything else there was changed at Stripe since, and its event
    // brings it here.
    if (cancelAtVersionAt(current) === row.cancelAtVersion) return
    await deps.stripe.subscriptions.update(found.stripeId, {
      // An empty cancel_at clears a scheduled cancellation at Stripe.
      cancel_at: row.cancelAt ? toStripeSeconds(row.cancelAt) : '',
      metadata: { [CANCEL_AT_VERSION_KEY]: String(row.cancelAtVersion) },
    })
    const after = await findSubscriptionById(deps.db, subscriptionId)
    if (!after || after.cancelAtVersion === row.cancelAtVersion) return
  }
  throw new Error(
    `The plan's scheduled end changed ${CANCEL_AT_PASSES} times while Stripe was being brought in line; tried again later.`,
  )
}

const couponOf = (discount: string | Stripe.Discount): string | null => {
  if (typeof discount === 'string') return null
  const coupon = discount.source?.coupon
  return typeof coupon === 'string' ? coupon : (coupon?.id ?? null)
}

/**
 * The waiting retention discount as a one-off coupon on the subscription. The coupon's id and its
 * idempotency key both come from our discount row: within Stripe's 24 hours the key returns the first
 * answer, after them the id is refused as existing, so there is never a second coupon. It is attached
 * only when the subscription does not show it yet (a retry after attaching), and the two attaches of
 * two simultaneous jobs send the same key. The coupon's id is stored on the row last.
 */
async function syncRetentionDiscount(deps: StripeSyncDeps, subscriptionId: string): Promise<void> {
  const found = await stripeRow(deps.db, subscriptionId)
  if (!found) return
  const discount = await findDiscountAwaitingProvider(deps.db, subscriptionId)
  if (!discount) return
  const current = await findStripeSubscription(deps.stripe, found.stripeId, { expand: ['discounts'] })
  if (!current || current.status === 'canceled') return
  const couponId = retentionCouponId(discount.id)
  await createCouponOnce(deps.stripe, couponId, discount)
  const discounts = current.discounts ?? []
  if (!discounts.some((existing) => couponOf(existing) === couponId)) {
    // A populated `discounts` replaces the list: the subscription keeps the ones it has (a checkout coupon).
    const kept = discounts.map((existing) => (typeof existing === 'string' ? existing : existing.id))
    const keptHash = createHash('sha256').update(kept.join(',')).digest('hex').slice(0, 16)
    await deps.stripe.subscriptions.update(
      found.stripeId,
      { discounts: [...kept.map((id) => ({ discount: id })), { coupon: couponId }] },
      { idempotencyKey: `retention-attach-${discount.id}-${keptHash}` },
    )
  }
  await setDiscountProviderCoupon(deps.db, discount.id, couponId)
}

async function createCouponOnce(
  stripe: Stripe,
  couponId: string,
  discount: { id: string; percentOff: number },
): Promise<void> {
  try {
    await stripe.coupons.create(
      {
        id: couponId,
        percent_off: discount.percentOff,
        duration: 'once',
        max_redemptions: 1,
        name: `${discount.percentOff}% off your next payment`,
        metadata: { retentionDiscountId: discount.id },
      },
      { idempotencyKey: `retention-coupon-${discount.id}` },
    )
  } catch (error) {
    // Made by an earlier try whose idempotency key Stripe has since forgotten (after 24 hours).
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists')
      return
    throw error
  }
}
