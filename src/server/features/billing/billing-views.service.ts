import { AppError } from '#shared/errors.ts'
import { auditOf } from '../../audit/audit.ts'
import {
  findBillingSubscription,
  findFirstOrderPayment,
  findOwnPayment,
  findSubscriptionById,
  listPaymentsOf,
} from './billing.repo.ts'
import { type BillingDeps, refundWindow, subscriptionView, toPayment } from './billing.service.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'

/** The team's view of a customer's billing: plan, payments, the guarantee's refund and the audit trail. */
export async function customerBilling(deps: BillingDeps, userId: string) {
  const [subscription, payments, first, audit] = await Promise.all([
    subscriptionView(deps.db, userId),
    listPaymentsOf(deps.db, userId),
    findFirstOrderPayment(deps.db, userId),
    auditOf(deps.db, userId),
  ])
  return {
    testProvider: deps.provider === 'test',
    subscription,
    payments: payments.map(toPayment),
    refund: refundWindow(first, deps.now()),
    audit: audit.map((event) => ({
      at: event.at.toISOString(),
      action: event.action,
      actor: event.actorKind,
      details: event.details,
    })),
  }
}

/** The id of a customer's subscription, for the team's actions on it. */
export async function subscriptionIdOf(deps: BillingDeps, userId: string): Promise<string> {
  const subscription = await findBillingSubscription(deps.db, userId)
  if (!subscription) throw new AppError('not_found', 'This customer has no plan.')
  return subscription.id
}

/** One of the caller's invoices: Stripe's own (an address) or the PDF the product renders. */
export async function ownInvoice(
  deps: BillingDeps,
  caller: { id: string; email: string },
  paymentId: string,
): Promise<{ redirect: string } | { pdf: Uint8Array; filename: string }> {
  const payment = await findOwnPayment(deps.db, caller.id, paymentId)
  if (!payment) throw new AppError('not_found', 'No such invoice.')
  if (payment.invoicePdfUrl) return { redirect: payment.invoicePdfUrl }
  const subscription = payment.subscriptionId
    ? await findSubscriptionById(deps.db, payment.subscriptionId)
    : undefined
  const pdf = await renderInvoicePdf(payment, {
    seller: deps.seller ?? {},
    customerEmail: caller.email,
    productId: subscription?.productId ?? null,
  })
  return { pdf, filename: `invoice-${payment.id}.pdf` }
}
