import Stripe from 'stripe'
import type { ClaimedJob } from '../../jobs/worker.ts'

/** Jobs that stop a Stripe subscription replaced by a newer order of the same customer. */
export const STRIPE_CANCEL_QUEUE = 'stripe.cancel-replaced-subscription'

/** The job handler: cancels the subscription at Stripe; one that is gone or already canceled is done. */
export function cancelReplacedStripeSubscription(stripe: Stripe) {
  return async (job: ClaimedJob): Promise<void> => {
    const subscriptionId = String(job.payload.subscriptionId)
    try {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId)
      if (subscription.status === 'canceled') return
      await stripe.subscriptions.cancel(subscriptionId)
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return
      throw error
    }
  }
}
