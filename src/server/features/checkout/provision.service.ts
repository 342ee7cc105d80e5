import type { BillingInterval } from '#shared/billing/period.ts'
import { getPlan } from '#shared/catalogue/plans.ts'
import { periodAmountPence } from '#shared/pricing/billing.ts'
import { quote } from '#shared/pricing/quote.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { OrderServices } from '../../db/schema/customers.ts'
import type { EmailService } from '../../email/email.service.ts'
import { orderConfirmationEmail } from '../../email/templates/order-confirmation.ts'
import { enqueue } from '../../jobs/queue.ts'
import { markCheckoutCompleted, markCheckoutHeld } from './checkout.repo.ts'
import type { CheckoutBilling, CustomerAccounts } from './customer-accounts.ts'
import { findOrderIdBySession, insertOrderOnce } from './provision.repo.ts'
import { STRIPE_CANCEL_JOBS } from './stripe-cancel.ts'

export interface ProvisionDeps {
  db: Database
  email: EmailService
  accounts: CustomerAccounts
  appUrl: string
  /** The billing feature (app.ts passes it in): the subscription's period and payments. */
  billing?: CheckoutBilling
  logger?: { warn(object: unknown, message: string): void }
}

export interface CompletedPayment {
  provider: 'stripe' | 'test'
  /** The idempotency key: one order per provider session, however often completion is reported. */
  providerSessionId: string
  email: string
  /** The account that started the checkout signed in, if any. */
  boundUserId: string | null
  selection: OrderSelection
  amountPence: number
  currency: string
  providerSubscriptionId: string | null
  /** 'month' unless the customer chose 'Every 6 months' on the summary step. */
  billingInterval?: BillingInterval
}

export type ProvisionResult =
  | { status: 'created'; orderId: string; userId: string; newAccount: boolean }
  | { status: 'already-provisioned' }
  | { status: 'held' }

class AlreadyProvisioned extends Error {}

/**
 * Turns a completed payment into an order, an active subscription and the e-mails, in one transaction,
 * on the account the account feature chooses. The unique provider session id on orders makes a replayed
 * or concurrent completion roll back with nothing changed.
 */
export async function provisionOrder(
  deps: ProvisionDeps,
  payment: CompletedPayment,
): Promise<ProvisionResult> {
  if (await findOrderIdBySession(deps.db, payment.providerSessionId)) return { status: 'already-provisioned' }
  const buyer = await deps.accounts.prepareBuyer(payment.email, payment.boundUserId)
  if (buyer.status === 'held') {
    // The address became a proven account after this checkout began: the team settles it with the payer.
    await markCheckoutHeld(deps.db, payment.providerSessionId)
    deps.logger?.warn(
      { providerSessionId: payment.providerSessionId },
      'paid checkout held: e-mail owned by another account',
    )
    return { status: 'held' }
  }
  try {
    return await deps.db.transaction((tx) =>
      provisionIn(tx, deps, payment, { userId: buyer.userId, sendInvite: buyer.sendInvite }),
    )
  } catch (error) {
    if (error instanceof AlreadyProvisioned) return { status: 'already-provisioned' }
    throw error
  }
}

async function provisionIn(
  tx: Executor,
  deps: ProvisionDeps,
  payment: CompletedPayment,
  buyer: { userId: string; sendInvite: boolean },
) {
  const priced = quote(payment.selection)
  const plan = getPlan(payment.selection.plan)
  const { userId } = buyer
  const orderId = await insertOrderOnce(tx, {
    userId,
    provider: payment.provider,
    providerSessionId: payment.providerSessionId,
    amount: payment.amountPence,
    currency: payment.currency,
    services: orderServices(payment.selection, priced),
  })
  if (!orderId) throw new AlreadyProvisioned()
  const replaced = await deps.accounts.activatePlan(tx, {
    userId,
    productId: plan.productId,
    priceAmount: payment.amountPence,
    provider: payment.provider,
    providerSubscriptionId: payment.providerSubscriptionId,
  })
  // A replaced Stripe subscription would go on charging: stopping it is queued with this order, so it
  // happens exactly when the order commits, and is retried until Stripe confirms.
  await deps.billing?.subscriptionStarted(tx, {
    userId,
    orderId,
    provider: payment.provider,
    providerSessionId: payment.providerSessionId,
    providerSubscriptionId: payment.providerSubscriptionId,
    amountPence: payment.amountPence,
    planPence: periodAmountPence(plan.pricePence, payment.billingInterval ?? 'month'),
    interval: payment.billingInterval ?? 'month',
    currency: payment.currency,
  })
  for (const old of replaced) {
    if (old.provider === 'stripe' && old.providerSubscriptionId) {
      await enqueue(tx, STRIPE_CANCEL_JOBS, { subscriptionId: old.providerSubscriptionId })
    }
  }
  await markCheckoutCompleted(tx, payment.providerSessionId)
  if (buyer.sendInvite) await deps.accounts.queueInvite(tx, { email: payment.email, planTitle: plan.title })
  await deps.email.queue(tx, {
    to: payment.email,
    template: buyer.sendInvite ? 'order-confirmation' : 'order-confirmation-returning',
    content: orderConfirmationEmail({
      planTitle: plan.title,
      items: priced.itemsDescription,
      subtotalPence: priced.subtotalPence,
      discountPence: priced.discountPence,
      totalPence: payment.amountPence,
      signInUrl: `${deps.appUrl}/auth`,
      returningCustomer: !buyer.sendInvite,
    }),
  })
  return { status: 'created' as const, orderId, userId, newAccount: buyer.sendInvite }
}

function orderServices(selection: OrderSelection, priced: ReturnType<typeof quote>): OrderServices {
  const addOns: OrderServices['addOns'] = {}
  // Prices in pence (minor units), like every stored amount.
  for (const [name, { quantity, pricePence }] of Object.entries(priced.addOns)) {
    addOns[name] = { quantity, price: pricePence }
  }
  return {
    plan: selection.plan,
    freeChannel: selection.freeChannel,
    additionalChannels: [...selection.additionalChannels],
    itemsDescription: [...priced.itemsDescription],
    addOns,
  }
}
