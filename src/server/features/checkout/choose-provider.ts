import type Stripe from 'stripe'
import type { PaymentProvider } from './payment-provider.ts'
import { createStripeClient, StripePaymentProvider } from './stripe-provider.ts'
import { TestPaymentProvider } from './test-provider.ts'

export interface PaymentSetup {
  provider: PaymentProvider
  /** Set when Stripe is configured; the webhook verifies signatures with it. */
  stripe: Stripe | undefined
}

/** Stripe Checkout when STRIPE_SECRET_KEY is set, else the built-in test payment page. */
export function choosePaymentProvider(config: {
  STRIPE_SECRET_KEY?: string | undefined
  APP_URL: string
}): PaymentSetup {
  if (!config.STRIPE_SECRET_KEY)
    return { provider: new TestPaymentProvider(config.APP_URL), stripe: undefined }
  const stripe = createStripeClient(config.STRIPE_SECRET_KEY)
  return { provider: new StripePaymentProvider(stripe, config.APP_URL), stripe }
}
