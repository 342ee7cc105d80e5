import Stripe from 'stripe'
import { MONTHS_IN } from '#shared/billing/period.ts'
import type { CreateSessionInput, PaymentProvider, ProviderSession } from './payment-provider.ts'

export interface StripeClientOptions {
  /** For tests: a local stand-in of the Stripe API. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

export function createStripeClient(secretKey: string, options: StripeClientOptions = {}): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...options })
}

/** Stripe Checkout in subscription mode: one monthly GBP line per plan, extra channel and add-on. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe'
  private readonly stripe: Stripe
  private readonly appUrl: string

  constructor(stripe: Stripe, appUrl: string) {
    this.stripe = stripe
    this.appUrl = appUrl
  }

  async createSession({ checkoutId, email, quote, interval }: CreateSessionInput): Promise<ProviderSession> {
    // Six-monthly: each line costs six months and recurs every 6 months (no discount for it).
    const months = MONTHS_IN[interval ?? 'month']
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      currency: 'gbp',
      customer_email: email,
      client_reference_id: checkoutId,
      metadata: { checkoutId },
      subscription_data: { metadata: { checkoutId } },
      // The free channel costs nothing and is not a line at Stripe.
      line_items: quote.lines
        .filter((line) => line.pricePence > 0)
        .map((line) => ({
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: line.pricePence * months,
            recurring: { interval: 'month' as const, ...(months > 1 ? { interval_count: months } : {}) },
            product_data: { name: line.label },
          },
        })),
      ...(quote.discountPence > 0 ? { discounts: [{ coupon: await this.couponFor(quote, months) }] } : {}),
      success_url: `${this.appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${this.appUrl}/checkout`,
    })
    if (!session.url) throw new Error('No checkout URL returned')
    return { providerSessionId: session.id, url: session.url }
  }

  /**
   * A one-use coupon of exactly our discount, so Stripe charges the total the visitor was shown
   * (a percentage coupon would let Stripe round on its own).
   */
  private async couponFor(quote: CreateSessionInput['quote'], months: number): Promise<string> {
    const coupon = await this.stripe.coupons.create({
      amount_off: quote.discountPence * months,
      currency: 'gbp',
      duration: 'forever',
      max_redemptions: 1,
      name: quote.couponApplied ?? 'Discount',
    })
    return coupon.id
  }
}
