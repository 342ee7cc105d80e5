import Stripe from 'stripe'

/** Stripe has no object by the id asked for (deleted, or never made): nothing there to act on. */
export function isMissingAtStripe(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
}
