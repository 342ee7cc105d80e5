import type Stripe from 'stripe'
import { isMissingAtStripe } from '../../integrations/stripe-lookups.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'

/**
 * Jobs that stop a Stripe subscription: one replaced by a newer order of the same customer, or the
 * subscription of a customer who deleted their account (the account feature enqueues those).
 */
export const STRIPE_CANCEL_QUEUE = 'stripe.cancel-replaced-subscription'

/**
 * Until it succeeds the customer pays for two subscriptions, so it is retried for at least 3 days (a
 * long Stripe or network outage), at least hourly once the backoff has grown; if it still fails,
 * administrators are e-mailed to cancel by hand.
 */
export const STRIPE_CANCEL_JOBS: JobQueue = {
  name: STRIPE_CANCEL_QUEUE,
  label: 'Cancel a Stripe subscription',
  retry: { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, retryForMs: 3 * 24 * 60 * 60_000 },
  identifyingFields: ['subscriptionId'],
  paymentRelated: true,
}

/** The job handler: cancels the subscription at Stripe; one that is gone or already canceled is done. */
export function cancelReplacedStripeSubscription(stripe: Stripe) {
  return async (job: ClaimedJob): Promise<void> => {
    const subscriptionId = String(job.payload.subscriptionId)
    try {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId)
      if (subscription.status === 'canceled') return
      await stripe.subscriptions.cancel(subscriptionId)
    } catch (error) {
      if (isMissingAtStripe(error)) return
      throw error
    }
  }
}
