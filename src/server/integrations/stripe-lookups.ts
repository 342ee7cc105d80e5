import Stripe from 'stripe'

/** Stripe has no object by the id asked for (deleted, or never made): nothing there to act on. */
export function isMissingAtStripe(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
}

/** The subscription at Stripe; undefined when Stripe has none by that id (nothing to bring in line). */
export async function findStripeSubscription(
  stripe: Stripe,
  id: string,
  params: Stripe.SubscriptionRetrieveParams = {},
): Promise<Stripe.Subscription | undefined> {
  try {
    return await stripe.subscriptions.retrieve(id, params)
  } catch (error) {
    if (isMissingAtStripe(error)) return undefined
    throw error
  }
}
