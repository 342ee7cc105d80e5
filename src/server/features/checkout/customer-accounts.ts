import type Stripe from 'stripe'
import type { BillingInterval } from '#shared/billing/period.ts'
import type { Executor } from '../../db/client.ts'

/**
 * What checkout needs from the account feature (which owns users, profiles and subscriptions). The
 * account feature implements it; app.ts passes it in, so the two features never import each other.
 */
export interface CustomerAccounts {
  findOwner(email: string): Promise<{ userId: string; proven: boolean } | undefined>
  prepareBuyer(
    email: string,
    boundUserId: string | null,
  ): Promise<{ status: 'ready'; userId: string; sendInvite: boolean } | { status: 'held'; userId: string }>
  activatePlan(
    tx: Executor,
    subscription: {
      userId: string
      productId: string
      priceAmount: number
      provider: string
      providerSubscriptionId: string | null
    },
  ): Promise<Array<{ provider: string; providerSubscriptionId: string | null }>>
  queueInvite(tx: Executor, invite: { email: string; planTitle: string }): Promise<void>
  setSubscriptionStatusByProviderId(
    providerSubscriptionId: string,
    status: 'active' | 'past_due' | 'canceled',
  ): Promise<boolean>
}

/** What checkout needs from the billing feature (app.ts passes it in). */
export interface CheckoutBilling {
  /** In the order's transaction, after the subscription is active: its first period and payment. */
  subscriptionStarted(
    tx: Executor,
    started: {
      userId: string
      orderId: string
      provider: 'stripe' | 'test'
      providerSessionId: string
      providerSubscriptionId: string | null
      amountPence: number
      /** The plan's part of the amount (what the guarantee refunds). */
      planPence: number
      interval: BillingInterval
      currency: string
    },
  ): Promise<void>
  /** A verified Stripe event about billing (subscription, invoice); false when billing does not handle it. */
  stripeEvent(event: Stripe.Event): Promise<boolean>
}
