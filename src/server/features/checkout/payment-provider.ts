import type { BillingInterval } from '#shared/billing/period.ts'
import type { Quote } from '#shared/pricing/quote.ts'

export interface CreateSessionInput {
  /** Our checkout id, also given to the provider so its events can be matched back. */
  checkoutId: string
  email: string
  quote: Quote
  /** How often the subscription is billed (default monthly); the quote is per month. */
  interval?: BillingInterval
}

export interface ProviderSession {
  providerSessionId: string
  /** Where the visitor pays. */
  url: string
}

/** A way to take the payment: Stripe Checkout, or the built-in test payment page. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test'
  createSession(input: CreateSessionInput): Promise<ProviderSession>
}
