import Stripe from 'stripe'
import { AppError } from '#shared/errors.ts'

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

/**
 * A Stripe error as the person who asked sees it: Stripe's refusal in its own words (409), or its
 * silence (503), never a 500. Other errors are thrown as they are.
 */
export function stripeErrorForPeople(
  error: unknown,
  words: { refused: (stripeMessage: string) => string; unavailable: string },
): never {
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    throw new AppError('conflict', words.refused(error.message))
  if (error instanceof Stripe.errors.StripeError) throw new AppError('unavailable', words.unavailable)
  throw error
}
