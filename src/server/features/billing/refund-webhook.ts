import type Stripe from 'stripe'
import { recordAudit } from '../../audit/audit.ts'
import type { Executor } from '../../db/client.ts'
import { stripeId } from '../../integrations/stripe-fields.ts'
import { findPaymentByProviderId, updatePayment } from './billing.repo.ts'
import type { BillingDeps } from './billing.service.ts'

/**
 * The invoice a refunded charge paid: our payments are kept by invoice id, and a charge names only its
 * payment intent (API 2025-03-31 on), so Stripe is asked, before any transaction opens.
 */
export async function invoiceOfCharge(deps: BillingDeps, charge: Stripe.Charge): Promise<string | null> {
  const paymentIntent = stripeId(charge.payment_intent)
  if (!deps.stripe || !paymentIntent) return null
  const payments = await deps.stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: paymentIntent },
    limit: 1,
  })
  return stripeId(payments.data[0]?.invoice)
}

/**
 * `charge.refunded`: what Stripe has refunded of a payment, however it was refunded (our Refund first
 * order, or the team in Stripe's dashboard), so the payment, its invoice and the guarantee's window
 * show it. The charge carries its refunded total, which only grows: a duplicated or older event changes
 * nothing, and our own refund's event finds it recorded.
 */
export async function chargeRefunded(
  deps: BillingDeps,
  tx: Executor,
  charge: Stripe.Charge,
  invoiceId: string | null,
): Promise<void> {
  const payment = invoiceId ? await findPaymentByProviderId(tx, invoiceId) : undefined
  if (!payment) {
    deps.logger.warn({ chargeId: charge.id, invoiceId }, 'Stripe refunded a charge of no payment we know')
    return
  }
  const refunded = Math.min(charge.amount_refunded, payment.amount)
  if (refunded <= payment.refundedAmount) return
  await updatePayment(tx, payment.id, {
    refundedAmount: refunded,
    refundedAt: payment.refundedAt ?? deps.now(),
    status: refunded >= payment.amount ? 'refunded' : payment.status,
  })
  await recordAudit(tx, {
    actor: { kind: 'provider' },
    action: 'billing.refunded_at_stripe',
    subjectUserId: payment.userId,
    details: { amount: refunded - payment.refundedAmount, refundedInAll: refunded, charge: charge.id },
  })
}
