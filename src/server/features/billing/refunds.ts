import type Stripe from 'stripe'
import { AppError } from '#shared/errors.ts'
import { type AuditActor, recordAudit } from '../../audit/audit.ts'
import { stripeErrorForPeople } from '../../integrations/stripe-lookups.ts'
import {
  findFirstOrderPayment,
  hasRefundRecord,
  lockBillingOf,
  type PaymentRow,
  updatePayment,
} from './billing.repo.ts'
import { type BillingDeps, emailCustomer, refundWindow } from './billing.service.ts'

/**
 * 'Refund first order' (the team): the plan part of the first order, within the guarantee window, once.
 *
 * Stripe is asked first, outside any transaction, and our database records what Stripe did after. The
 * refund at Stripe is found before it is made (by the payment's id in its metadata), so a refund that
 * Stripe made but we never recorded (the recording's transaction rolled back, the process died) is
 * recorded on the next try and never made twice, however late the try: Stripe forgets idempotency keys
 * after 24 hours. Two tries at once send the same request with the same key and get the same refund.
 * The customer is e-mailed once; the payment shows refunded.
 */
export async function refundFirstOrder(deps: BillingDeps, userId: string, actor: AuditActor) {
  const first = await findFirstOrderPayment(deps.db, userId)
  const window = refundWindow(first, deps.now())
  if (!first || !window.offered || window.amountPence === null) {
    throw new AppError('conflict', window.reason ?? 'Nothing to refund.')
  }
  // Stripe took the payment, so only Stripe can give it back: never a refund recorded that was not made.
  if (first.provider === 'stripe' && !deps.stripe) throw new AppError('conflict', STRIPE_NOT_CONFIGURED)
  const atStripe =
    deps.stripe && first.provider === 'stripe'
      ? await refundAtStripe(deps.stripe, first, window.amountPence).catch((error: unknown) =>
          stripeErrorForPeople(error, {
            refused: (stripeMessage) => `Stripe refused the refund: ${stripeMessage}`,
            unavailable: STRIPE_UNAVAILABLE,
          }),
        )
      : undefined
  const amount = atStripe?.amount ?? window.amountPence
  return deps.db.transaction(async (tx) => {
    await lockBillingOf(tx, userId)
    const locked = await findFirstOrderPayment(tx, userId, { lock: true })
    if (!locked || locked.id !== first.id) throw new AppError('conflict', 'Nothing to refund.')
    // Another press recorded this refund while this one was at Stripe: the same refund, told once.
    // (Stripe's charge.refunded event may have recorded the amount first: the team's record and the
    // customer's e-mail are still this press's to make.)
    const told = atStripe ? await hasRefundRecord(tx, userId, atStripe.id) : locked.refundedAmount > 0
    if (told) return { refundedPence: locked.refundedAmount }
    const refunded = Math.max(locked.refundedAmount, amount)
    await updatePayment(tx, first.id, {
      refundedAmount: refunded,
      refundedAt: locked.refundedAt ?? deps.now(),
      status: refunded >= first.amount ? 'refunded' : 'paid',
    })
    await recordAudit(tx, {
      actor,
      action: 'billing.refund_first_order',
      subjectUserId: userId,
      details: { amount, ...(atStripe ? { providerRefundId: atStripe.id } : {}) },
    })
    await emailCustomer(deps, tx, userId, 'refunded', { amountPence: amount })
    return { refundedPence: amount }
  })
}

export const STRIPE_NOT_CONFIGURED =
  'Stripe took this payment, and Stripe is not configured here: refund it in the Stripe dashboard.'

export const STRIPE_UNAVAILABLE =
  'Stripe did not answer, so nothing is recorded as refunded. Please try again in a few minutes: a refund Stripe made meanwhile is found, not made twice.'

const PAYMENT_ID_KEY = 'paymentId'
/** Refund statuses under which no money went back. */
const UNDONE = new Set(['failed', 'canceled'])

/** The Stripe refund of our payment: the one made before, or a new one of `amount`. */
async function refundAtStripe(stripe: Stripe, payment: PaymentRow, amount: number): Promise<Stripe.Refund> {
  const payments = await stripe.invoicePayments.list({ invoice: payment.providerPaymentId, limit: 1 })
  const intent = payments.data[0]?.payment?.payment_intent
  const paymentIntent = typeof intent === 'string' ? intent : intent?.id
  if (!paymentIntent) throw new AppError('conflict', 'Stripe has no payment for this invoice to refund.')
  const earlier = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })
  const ours = earlier.data.filter((refund) => refund.metadata?.[PAYMENT_ID_KEY] === payment.id)
  const made = ours.find((refund) => !UNDONE.has(refund.status ?? ''))
  if (made) return made
  // A refund that failed or was canceled gives the next one a key of its own (a key replays its answer).
  return stripe.refunds.create(
    { payment_intent: paymentIntent, amount, metadata: { [PAYMENT_ID_KEY]: payment.id } },
    { idempotencyKey: `refund-first-order-${payment.id}-${ours.length}` },
  )
}
