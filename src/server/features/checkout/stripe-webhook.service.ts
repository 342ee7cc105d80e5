import type Stripe from 'stripe'
import { stripeId, subscriptionStatusFromStripe } from '../../integrations/stripe-fields.ts'
import { findCheckoutByProviderSessionId } from './checkout.repo.ts'
import { type ProvisionDeps, provisionOrder } from './provision.service.ts'

export interface WebhookDeps extends ProvisionDeps {
  logger: { warn(object: unknown, message: string): void }
}

/**
 * Applies one verified Stripe event. Provisioning uses the selection and amount we priced when the
 * checkout was created, never amounts echoed in the event.
 */
export async function handleStripeEvent(deps: WebhookDeps, event: Stripe.Event): Promise<void> {
  if (deps.billing && (await deps.billing.stripeEvent(event))) return
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      if (session.payment_status === 'unpaid') return
      const checkout = await findCheckoutByProviderSessionId(deps.db, session.id)
      if (!checkout) {
        deps.logger.warn({ sessionId: session.id }, 'completed Stripe session with no checkout of ours')
        return
      }
      await provisionOrder(deps, {
        provider: 'stripe',
        providerSessionId: checkout.providerSessionId,
        email: checkout.email,
        boundUserId: checkout.userId,
        selection: checkout.selection,
        amountPence: checkout.amount,
        currency: checkout.currency,
        billingInterval: checkout.billingInterval === 'six_months' ? 'six_months' : 'month',
        providerSubscriptionId: stripeId(session.subscription),
      })
      return
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object
      const status =
        event.type === 'customer.subscription.deleted'
          ? 'canceled'
          : subscriptionStatusFromStripe(subscription.status)
      await deps.accounts.setSubscriptionStatusByProviderId(subscription.id, status)
      return
    }
    default:
      return
  }
}
