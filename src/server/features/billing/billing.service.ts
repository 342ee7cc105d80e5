import type Stripe from 'stripe'
import { type BillingInterval, cancellationEffectiveAt, periodEndAfter } from '#shared/billing/period.ts'
import { CANCELLATION_DISCOUNT, MONEY_BACK_GUARANTEE_DAYS } from '#shared/catalogue/business-rules.ts'
import { findPlan, findPlanByProductId } from '#shared/catalogue/plans.ts'
import { AppError } from '#shared/errors.ts'
import { formatDate } from '#shared/format/dates.ts'
import { prorationPence, retentionDiscountPence } from '#shared/pricing/billing.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import type { BillingState, BillingSubscription, Payment } from '#shared/schemas/billing.ts'
import { planEndsOn } from '#shared/schemas/billing.ts'
import { type AuditActor, recordAudit } from '../../audit/audit.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { EmailService } from '../../email/email.service.ts'
import {
  claimPaymentsOfProviderSubscription,
  findBillingSubscription,
  findEmailOf,
  findPendingDiscount,
  insertDiscount,
  insertPaymentOnce,
  latestDiscountSince,
  listPaymentsOf,
  lockBillingOf,
  type PaymentRow,
  type SubscriptionRow,
  updateSubscription,
} from './billing.repo.ts'
import { billingEmail } from './billing-emails.ts'
import type { Seller } from './invoice-pdf.ts'
import { billedByStripe, enqueueStripeSync } from './stripe-sync.ts'
import { currentSelectionOf } from './subscription-selection.ts'

export interface BillingDeps {
  db: Database
  email: EmailService
  appUrl: string
  supportEmail: string
  provider: 'stripe' | 'test'
  /** The Stripe client when Stripe takes the payments. */
  stripe: Stripe | undefined
  /** The tries Stripe makes at a failed renewal (its retry settings): the last one is warned of. */
  stripeAttempts: number
  now: () => Date
  logger: { warn(object: unknown, message: string): void }
  /** The seller on invoices the product renders (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_VAT_NUMBER). */
  seller?: Seller
}

const DAY_MS = 24 * 60 * 60 * 1000
const TWELVE_MONTHS_MS = 365 * DAY_MS
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null)

export const NO_PLAN = 'You have no plan to change.'

/** The period's end as stored, or as counted from the anchor when the provider has not told us yet. */
export function periodEndOf(subscription: SubscriptionRow, now: Date): Date {
  return (
    subscription.currentPeriodEnd ??
    periodEndAfter(
      subscription.billingAnchor ?? subscription.createdAt,
      now,
      subscription.billingInterval as BillingInterval,
    )
  )
}

/** What the next payment is, with a waiting retention discount and a scheduled end taken into account. */
export function nextPaymentAmount(
  subscription: Pick<SubscriptionRow, 'priceAmount' | 'currentPeriodStart' | 'currentPeriodEnd'>,
  cancelAt: Date | null,
  periodEnd: Date,
  discountPercent: number | null,
): number | null {
  let amount = subscription.priceAmount
  if (cancelAt) {
    if (cancelAt.getTime() <= periodEnd.getTime()) return null
    // The notice runs past the period: the days of notice beyond it are billed, as Stripe prorates.
    const start = subscription.currentPeriodStart ?? new Date(periodEnd.getTime() - 30 * DAY_MS)
    const periodLength = periodEnd.getTime() - start.getTime()
    amount = Math.round(
      (subscription.priceAmount * (cancelAt.getTime() - periodEnd.getTime())) / periodLength,
    )
  }
  if (discountPercent) amount -= retentionDiscountPence(amount)
  return amount
}

export function toBillingSubscription(
  row: SubscriptionRow,
  pendingDiscountPercent: number | null,
  selection: OrderSelection | null = row.selection,
): BillingSubscription {
  return {
    id: row.id,
    productId: row.productId,
    planTitle: findPlanByProductId(row.productId)?.title ?? row.productId,
    status: row.status as BillingSubscription['status'],
    interval: row.billingInterval as BillingInterval,
    periodAmountPence: row.priceAmount,
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    endsAt: iso(row.cancelAt),
    nextPayment:
      row.nextPaymentAmount !== null && row.currentPeriodEnd && row.status !== 'canceled'
        ? { amountPence: row.nextPaymentAmount, at: row.currentPeriodEnd.toISOString() }
        : null,
    pendingDiscountPercent,
    extras: selection
      ? {
          freeChannel: selection.freeChannel,
          additionalChannels: [...selection.additionalChannels],
          addOns: selection.addOns,
        }
      : null,
    pendingChange: row.pendingChange
      ? {
          planTitle: findPlan(row.pendingChange.selection.plan)?.title ?? row.pendingChange.selection.plan,
          periodAmountPence: row.pendingChange.priceAmount,
          at: row.pendingChange.effectiveAt,
        }
      : null,
  }
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind as Payment['kind'],
    status: row.status as Payment['status'],
    amountPence: row.amount,
    discountPence: row.discountAmount,
    refundedPence: row.refundedAmount,
    currency: row.currency,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    invoiceUrl: row.invoicePdfUrl ?? `/api/billing/payments/${row.id}/invoice.pdf`,
  }
}

export async function subscriptionView(executor: Executor, userId: string) {
  const row = await findBillingSubscription(executor, userId)
  if (!row) return null
  const discount = await findPendingDiscount(executor, row.id)
  return toBillingSubscription(row, discount?.percentOff ?? null, await currentSelectionOf(executor, row))
}

export async function getBillingState(deps: BillingDeps, userId: string): Promise<BillingState> {
  return { provider: deps.provider, subscription: await subscriptionView(deps.db, userId) }
}

export async function listOwnPayments(db: Database, userId: string): Promise<Payment[]> {
  return (await listPaymentsOf(db, userId)).map(toPayment)
}

/** The subscription a customer's change applies to, locked for the change; a 404 when there is none. */
async function billingSubscriptionFor(tx: Executor, userId: string) {
  await lockBillingOf(tx, userId)
  const row = await findBillingSubscription(tx, userId, { lock: true })
  if (!row) throw new AppError('not_found', NO_PLAN)
  return row
}

async function refreshNextPayment(tx: Executor, row: SubscriptionRow, now: Date) {
  const discount = await findPendingDiscount(tx, row.id)
  const periodEnd = periodEndOf(row, now)
  return nextPaymentAmount(row, row.cancelAt, periodEnd, discount?.percentOff ?? null)
}

/**
 * The Cancel Plan dialog: the subscription ends at the Terms' notice (the later of the period's end and
 * 30 days on), at Stripe too (`cancel_at`, set by a job once this commits: stripe-sync.ts). Cancelling
 * twice is a 409; nothing is charged twice.
 */
export async function scheduleCancellation(
  deps: BillingDeps,
  tx: Executor,
  userId: string,
  actor: AuditActor,
  details: Record<string, unknown> = {},
): Promise<Date> {
  const now = deps.now()
  const row = await billingSubscriptionFor(tx, userId)
  if (row.cancelAt) {
    throw new AppError('conflict', `${planEndsOn(row.cancelAt)}: it is already set to end.`)
  }
  const periodEnd = periodEndOf(row, now)
  const cancelAt = cancellationEffectiveAt(now, periodEnd)
  const discount = await findPendingDiscount(tx, row.id)
  await updateSubscription(tx, row.id, {
    cancelAt,
    cancelAtVersion: row.cancelAtVersion + 1,
    cancelRequestedAt: now,
    currentPeriodEnd: periodEnd,
    nextPaymentAmount: nextPaymentAmount(row, cancelAt, periodEnd, discount?.percentOff ?? null),
  })
  await recordAudit(tx, {
    actor,
    action: 'billing.cancel_scheduled',
    subjectUserId: userId,
    details: { ...details, endsAt: cancelAt.toISOString() },
  })
  if (billedByStripe(row)) await enqueueStripeSync(tx, row)
  return cancelAt
}

/** 'Keep my plan': undoes a scheduled end before it comes (at Stripe too, by the same job). */
export async function keepPlan(deps: BillingDeps, userId: string, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    const now = deps.now()
    const row = await billingSubscriptionFor(tx, userId)
    if (!row.cancelAt) throw new AppError('conflict', 'Your plan is not set to end.')
    if (row.cancelAt.getTime() <= now.getTime())
      throw new AppError('conflict', 'Your plan has already ended.')
    const kept = { ...row, cancelAt: null }
    await updateSubscription(tx, row.id, {
      cancelAt: null,
      cancelAtVersion: row.cancelAtVersion + 1,
      cancelRequestedAt: null,
      nextPaymentAmount: await refreshNextPayment(tx, kept, now),
    })
    await recordAudit(tx, { actor, action: 'billing.cancel_undone', subjectUserId: userId })
    if (billedByStripe(row)) await enqueueStripeSync(tx, row)
    return toBillingSubscription(
      { ...kept, nextPaymentAmount: await refreshNextPayment(tx, kept, now) },
      (await findPendingDiscount(tx, row.id))?.percentOff ?? null,
    )
  })
}

/**
 * 'Yes, I'd stay!': 10% off the next payment only (a one-off coupon at Stripe, made and attached by a job
 * once this commits: stripe-sync.ts), once per customer per 12 months. A second acceptance within 12
 * months is a 409 and changes nothing.
 */
export async function applyRetentionDiscount(
  deps: BillingDeps,
  tx: Executor,
  userId: string,
  actor: AuditActor,
): Promise<number> {
  const now = deps.now()
  const row = await billingSubscriptionFor(tx, userId)
  const earlier = await latestDiscountSince(tx, userId, new Date(now.getTime() - TWELVE_MONTHS_MS))
  if (earlier) {
    throw new AppError(
      'conflict',
      `The ${CANCELLATION_DISCOUNT.percentOff}% discount was given on ${formatDate(earlier.grantedAt)}; it can be given once in 12 months.`,
    )
  }
  // No coupon at Stripe yet: the job makes it from this row and stores its id here.
  await insertDiscount(tx, {
    userId,
    subscriptionId: row.id,
    percentOff: CANCELLATION_DISCOUNT.percentOff,
    providerCouponId: null,
    grantedAt: now,
  })
  const periodEnd = periodEndOf(row, now)
  const amount = nextPaymentAmount(row, row.cancelAt, periodEnd, CANCELLATION_DISCOUNT.percentOff)
  await updateSubscription(tx, row.id, { nextPaymentAmount: amount, currentPeriodEnd: periodEnd })
  await recordAudit(tx, {
    actor,
    action: 'billing.retention_discount',
    subjectUserId: userId,
    details: { percentOff: CANCELLATION_DISCOUNT.percentOff, nextPaymentPence: amount },
  })
  if (billedByStripe(row)) await enqueueStripeSync(tx, row)
  return amount ?? 0
}

/** Called by checkout's provisioning, in the order's transaction: the new subscription's first period. */
export async function startSubscription(
  deps: Pick<BillingDeps, 'now'>,
  tx: Executor,
  started: {
    userId: string
    orderId: string
    provider: 'stripe' | 'test'
    providerSessionId: string
    providerSubscriptionId: string | null
    amountPence: number
    planPence: number
    interval: BillingInterval
    currency: string
  },
): Promise<void> {
  const now = deps.now()
  const row = await findBillingSubscription(tx, started.userId, { lock: true })
  if (!row) return
  // Stripe may have reported the first invoice before the checkout completed.
  if (started.providerSubscriptionId)
    await claimPaymentsOfProviderSubscription(tx, started.providerSubscriptionId, {
      userId: started.userId,
      subscriptionId: row.id,
    })
  const periodEnd = periodEndAfter(now, now, started.interval)
  await updateSubscription(tx, row.id, {
    billingInterval: started.interval,
    billingAnchor: now,
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd,
    nextPaymentAmount: started.amountPence,
  })
  if (started.provider === 'test') {
    await insertPaymentOnce(tx, {
      userId: started.userId,
      subscriptionId: row.id,
      orderId: started.orderId,
      provider: 'test',
      providerPaymentId: `test_first_${started.providerSessionId}`,
      kind: 'first_order',
      amount: started.amountPence,
      planAmount: Math.min(started.planPence, started.amountPence),
      currency: started.currency,
      status: 'paid',
      periodStart: now,
      periodEnd,
      createdAt: now,
    })
  }
  await recordAudit(tx, {
    actor: { kind: 'provider' },
    action: 'billing.subscription_started',
    subjectUserId: started.userId,
    details: { interval: started.interval, amountPence: started.amountPence },
  })
}

/** An upgrade's proration now (shown before confirming); 0 for a downgrade (from the next period). */
export function upgradeProration(row: SubscriptionRow, newPeriodPence: number, now: Date): number {
  const end = periodEndOf(row, now)
  const start = row.currentPeriodStart ?? row.createdAt
  return prorationPence(row.priceAmount, newPeriodPence, { start, end }, now)
}

/** The guarantee window of the first order (Terms: 30 days; the plan part only, add-ons excluded). */
export function refundWindow(first: PaymentRow | undefined, now: Date) {
  if (!first)
    return { offered: false, reason: 'This customer has no first order paid here.', amountPence: null }
  if (first.refundedAmount > 0 || first.status === 'refunded')
    return { offered: false, reason: 'The first order has been refunded.', amountPence: null }
  if (first.status !== 'paid')
    return { offered: false, reason: 'The first order was not paid.', amountPence: null }
  const closes = new Date(first.createdAt.getTime() + MONEY_BACK_GUARANTEE_DAYS * DAY_MS)
  if (now.getTime() > closes.getTime())
    return {
      offered: false,
      reason: `The ${MONEY_BACK_GUARANTEE_DAYS}-day guarantee ended on ${formatDate(closes)}.`,
      amountPence: null,
    }
  return { offered: true, reason: null, amountPence: first.planAmount ?? first.amount }
}

/** E-mails the customer about their billing, in the caller's transaction. */
export async function emailCustomer(
  deps: Pick<BillingDeps, 'email' | 'appUrl'>,
  tx: Executor,
  userId: string,
  kind: Parameters<typeof billingEmail>[0],
  values: { amountPence?: number; date?: Date } = {},
) {
  const to = await findEmailOf(tx, userId)
  if (!to) return
  await deps.email.queue(tx, {
    to,
    template: `billing-${kind}`,
    content: billingEmail(kind, { ...values, appUrl: deps.appUrl }),
    about: { userId },
  })
}
