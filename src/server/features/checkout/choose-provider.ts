import type Stripe from 'stripe'
import type { PaymentProvider } from './payment-provider.ts'
import { createStripeClient, type StripeClientOptions, StripePaymentProvider } from './stripe-provider.ts'
import { TestPaymentProvider } from './test-provider.ts'

export interface PaymentSetup {
  provider: PaymentProvider
  /** Set whenever Stripe keys are: the webhook verifies with it and replaced subscriptions are cancelled. */
  stripe: Stripe | undefined
}

/**
 * New checkouts go to PAYMENT_PROVIDER (Stripe Checkout, or the built-in test payment page). With
 * PAYMENT_PROVIDER=test and Stripe keys set, Stripe's webhook still serves subscriptions made earlier.
 */
export function choosePaymentProvider(
  config: {
    PAYMENT_PROVIDER: 'stripe' | 'test'
    STRIPE_SECRET_KEY?: string | undefined
    APP_URL: string
  },
  clientOptions: StripeClientOptions = {},
): PaymentSetup {
  const stripe = config.STRIPE_SECRET_KEY
    ? createStripeClient(config.STRIPE_SECRET_KEY, clientOptions)
    : undefined
  if (config.PAYMENT_PROVIDER === 'stripe' && stripe) {
    return { provider: new StripePaymentProvider(stripe, config.APP_URL), stripe }
  }
  return { provider: new TestPaymentProvider(config.APP_URL), stripe }
}
