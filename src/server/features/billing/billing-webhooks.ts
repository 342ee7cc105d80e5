import type Stripe from 'stripe'
import { recordAudit } from '../../audit/audit.ts'
import type { Executor } from '../../db/client.ts'
import {
  fromStripeSeconds,
  stripeId,
  subscriptionStatusFromStripe,
} from '../../integrations/stripe-fields.ts'
import {
  findPaymentByProviderId,
  findPendingDiscount,
  findSubscriptionByProviderId,
  insertPaymentOnce,
  markDiscountUsed,
  updatePayment,
  updateSubscription,
} from './billing.repo.ts'
import { type BillingDeps, emailCustomer, nextPaymentAmount, periodEndOf } from './billing.service.ts'
import { subscriptionGaveUp } from './payment-retries.ts'
import { pendingChangeDue } from './plan-changes.ts'
import { chargeRefunded, invoiceOfCharge } from './refund-webhook.ts'
import { cancelAtVersionAt } from './stripe-sync.ts'

/** The subscription an invoice belongs to (API 2025-03-31 on: parent.subscription_details). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return stripeId(invoice.parent?.subscription_details?.subscription)
}

export const BILLING_EVENTS = new Set([
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
])

/**
 * Keeps the subscription's billing in step with Stripe. Idempotent and order-independent: a subscription
 * event older than the newest one applied changes nothing (event.created), canceled is final, payments
 * are recorded once by invoice id (a paid invoice stays paid whatever failure arrives late), and events
 * about a subscription we do not know change nothing but the payment record, which joins its customer
 * when the checkout completes. A scheduled end or retention discount changed here and not yet given to
 * Stripe (stripe-sync.ts) is not undone by an event that predates it. A refund is recorded on its
 * payment (refund-webhook.ts).
 */
export async function applyBillingEvent(deps: BillingDeps, event: Stripe.Event): Promise<void> {
  const refundedInvoice =
    event.type === 'charge.refunded' ? await invoiceOfCharge(deps, event.data.object) : null
  await deps.db.transaction(async (tx) => {
    switch (event.type) {
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptionChanged(deps, tx, event.data.object, event)
      case 'invoice.paid':
        return invoicePaid(deps, tx, event.data.object)
      case 'invoice.payment_failed':
        return invoiceFailed(deps, tx, event.data.object)
      case 'charge.refunded':
        return chargeRefunded(deps, tx, event.data.object, refundedInvoice)
      default:
        return
    }
  })
}

async function subscriptionChanged(
  deps: BillingDeps,
  tx: Executor,
  subscription: Stripe.Subscription,
  event: Stripe.Event,
) {
  const row = await findSubscriptionByProviderId(tx, subscription.id)
  if (!row) {
    deps.logger.warn({ subscriptionId: subscription.id }, 'Stripe event for a subscription we do not know')
    return
  }
  if (row.status === 'canceled') return
  // Stripe always dates its events; an undated one counts as now (and orders after every dated one).
  const created = typeof event.created === 'number' ? new Date(event.created * 1000) : deps.now()
  if (row.providerUpdatedAt && created.getTime() < row.providerUpdatedAt.getTime()) return
  const deleted = event.type === 'customer.subscription.deleted'
  const status = deleted ? 'canceled' : subscriptionStatusFromStripe(subscription.status)
  const item = subscription.items?.data?.[0]
  const periodStart = fromStripeSeconds(item?.current_period_start) ?? row.currentPeriodStart
  const periodEnd = fromStripeSeconds(item?.current_period_end) ?? row.currentPeriodEnd
  // Stripe's scheduled end counts only once Stripe has our latest change of it (its metadata carries the
  // version): until the sync job has run, an event shows the state before it and must not undo it.
  const cancelAt =
    cancelAtVersionAt(subscription) < row.cancelAtVersion
      ? row.cancelAt
      : fromStripeSeconds(subscription.cancel_at)
  const discount = await findPendingDiscount(tx, row.id)
  // A downgrade waiting for the next period takes effect once Stripe reports that period.
  const changed = pendingChangeDue(row, periodStart)
  const next = { ...row, ...changed, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd }
  await updateSubscription(tx, row.id, {
    ...changed,
    status,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    cancelAt,
    pastDueSince: status === 'past_due' ? (row.pastDueSince ?? created) : null,
    nextPaymentAmount:
      status === 'canceled'
        ? null
        : nextPaymentAmount(next, cancelAt, periodEndOf(next, created), discount?.percentOff ?? null),
    providerUpdatedAt: created,
  })
  if (status !== row.status)
    await recordAudit(tx, {
      actor: { kind: 'provider' },
      action: `billing.status_${status}`,
      subjectUserId: row.userId,
      details: { from: row.status, to: status, event: event.id },
    })
  if (deleted && row.status === 'past_due') await subscriptionGaveUp(deps, tx, row, created)
}

function invoicePeriod(invoice: Stripe.Invoice) {
  const line = invoice.lines?.data?.[0]
  return {
    periodStart: fromStripeSeconds(line?.period?.start) ?? fromStripeSeconds(invoice.period_start),
    periodEnd: fromStripeSeconds(line?.period?.end) ?? fromStripeSeconds(invoice.period_end),
  }
}

/** An upgrade's immediate invoice ('always_invoice') is its proration; a cycle's is a renewal. */
function paymentKind(invoice: Stripe.Invoice): 'first_order' | 'renewal' | 'proration' {
  if (invoice.billing_reason === 'subscription_create') return 'first_order'
  return invoice.billing_reason === 'subscription_update' ? 'proration' : 'renewal'
}

async function invoicePaid(_deps: BillingDeps, tx: Executor, invoice: Stripe.Invoice) {
  if (!invoice.id) return
  const providerSubscriptionId = subscriptionOfInvoice(invoice)
  const row = providerSubscriptionId
    ? await findSubscriptionByProviderId(tx, providerSubscriptionId)
    : undefined
  const existing = await findPaymentByProviderId(tx, invoice.id)
  const paidAt =
    fromStripeSeconds(invoice.status_transitions?.paid_at) ?? fromStripeSeconds(invoice.created) ?? new Date()
  if (existing) {
    if (existing.status !== 'failed') return
    await updatePayment(tx, existing.id, { status: 'paid', amount: invoice.amount_paid })
  } else {
    const payment = await insertPaymentOnce(tx, {
      userId: row?.userId ?? null,
      subscriptionId: row?.id ?? null,
      provider: 'stripe',
      providerPaymentId: invoice.id,
      providerSubscriptionId,
      kind: paymentKind(invoice),
      amount: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
      status: 'paid',
      ...invoicePeriod(invoice),
      invoicePdfUrl: invoice.invoice_pdf ?? null,
      createdAt: paidAt,
    })
    if (!payment) return
    if (row && invoice.billing_reason !== 'subscription_create') {
      // Only a discount Stripe was given (its coupon id stored) can be on this invoice; one still
      // waiting for its job waits for the next payment.
      const discount = await findPendingDiscount(tx, row.id)
      if (discount?.providerCouponId) await markDiscountUsed(tx, discount.id, payment.id, paidAt)
    }
  }
  if (row && row.status === 'past_due') {
    await updateSubscription(tx, row.id, {
      status: 'active',
      pastDueSince: null,
      nextPaymentAmount: nextPaymentAmount(row, row.cancelAt, periodEndOf(row, paidAt), null),
    })
    await recordAudit(tx, {
      actor: { kind: 'provider' },
      action: 'billing.status_active',
      subjectUserId: row.userId,
      details: { invoice: invoice.id },
    })
  }
}

async function invoiceFailed(deps: BillingDeps, tx: Executor, invoice: Stripe.Invoice) {
  if (!invoice.id) return
  const providerSubscriptionId = subscriptionOfInvoice(invoice)
  const row = providerSubscriptionId
    ? await findSubscriptionByProviderId(tx, providerSubscriptionId)
    : undefined
  const failedAt = fromStripeSeconds(invoice.created) ?? new Date()
  const existing = await findPaymentByProviderId(tx, invoice.id)
  // A paid invoice stays paid: a failure reported late changes nothing.
  if (existing && existing.status !== 'failed') return
  if (!existing)
    await insertPaymentOnce(tx, {
      userId: row?.userId ?? null,
      subscriptionId: row?.id ?? null,
      provider: 'stripe',
      providerPaymentId: invoice.id,
      providerSubscriptionId,
      kind: paymentKind(invoice),
      amount: invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      status: 'failed',
      ...invoicePeriod(invoice),
      invoicePdfUrl: invoice.invoice_pdf ?? null,
      createdAt: failedAt,
    })
  if (!row || row.status === 'canceled') return
  if (row.status !== 'past_due') {
    await updateSubscription(tx, row.id, { status: 'past_due', pastDueSince: row.pastDueSince ?? failedAt })
    await recordAudit(tx, {
      actor: { kind: 'provider' },
      action: 'billing.status_past_due',
      subjectUserId: row.userId,
      details: { invoice: invoice.id },
    })
  }
  // E-mails: on the first failure, and when Stripe's next try is its last (STRIPE_RETRY_ATTEMPTS, as set
  // in Stripe's retry settings; next_payment_attempt is null once no try is left).
  const attempt = invoice.attempt_count
  if (!existing && attempt <= 1) {
    await emailCustomer(deps, tx, row.userId, 'payment-failed', { amountPence: invoice.amount_due })
  } else if (invoice.next_payment_attempt !== null && attempt === deps.stripeAttempts - 1) {
    await emailCustomer(deps, tx, row.userId, 'final-attempt', { amountPence: invoice.amount_due })
  }
}
