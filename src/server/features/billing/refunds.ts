import { AppError } from '#shared/errors.ts'
import { type AuditActor, recordAudit } from '../../audit/audit.ts'
import { findFirstOrderPayment, lockBillingOf, updatePayment } from './billing.repo.ts'
import { type BillingDeps, emailCustomer, refundWindow } from './billing.service.ts'

/**
 * 'Refund first order' (the team): the plan part of the first order, within the guarantee window, once.
 * Stripe refunds the invoice's payment (idempotency key: the payment's id, so a retry cannot refund
 * twice); the test provider records it. The customer is e-mailed; the payment shows refunded.
 */
export async function refundFirstOrder(deps: BillingDeps, userId: string, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    await lockBillingOf(tx, userId)
    const first = await findFirstOrderPayment(tx, userId, { lock: true })
    const window = refundWindow(first, deps.now())
    if (!first || !window.offered || window.amountPence === null) {
      throw new AppError('conflict', window.reason ?? 'Nothing to refund.')
    }
    const amount = window.amountPence
    if (deps.stripe && first.provider === 'stripe') {
      const payments = await deps.stripe.invoicePayments.list({ invoice: first.providerPaymentId, limit: 1 })
      const intent = payments.data[0]?.payment?.payment_intent
      const paymentIntent = typeof intent === 'string' ? intent : intent?.id
      if (!paymentIntent) throw new AppError('conflict', 'Stripe has no payment for this invoice to refund.')
      await deps.stripe.refunds.create(
        { payment_intent: paymentIntent, amount, metadata: { paymentId: first.id } },
        { idempotencyKey: `refund-first-order-${first.id}` },
      )
    }
    const now = deps.now()
    await updatePayment(tx, first.id, {
      refundedAmount: amount,
      refundedAt: now,
      status: amount >= first.amount ? 'refunded' : 'paid',
    })
    await recordAudit(tx, {
      actor,
      action: 'billing.refund_first_order',
      subjectUserId: userId,
      details: { amount },
    })
    await emailCustomer(deps, tx, userId, 'refunded', { amountPence: amount })
    return { refundedPence: amount }
  })
}
