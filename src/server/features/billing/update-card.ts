import type Stripe from 'stripe'
import { AppError } from '#shared/errors.ts'
import type { AuditActor } from '../../audit/audit.ts'
import { stripeErrorForPeople } from '../../integrations/stripe-lookups.ts'
import { findBillingSubscription } from './billing.repo.ts'
import { type BillingDeps, NO_PLAN } from './billing.service.ts'
import { renewTestSubscription } from './test-renewals.ts'

export const CARD_CHANGE_UNAVAILABLE =
  'We cannot open the card page just now. Please try again in a few minutes, or email our team.'

/** Stripe's billing portal for the subscription's customer, where the card is changed. */
async function billingPortalUrl(stripe: Stripe, subscriptionId: string, back: string): Promise<string> {
  try {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId)
    const customer =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer?.id
    if (!customer) throw new AppError('conflict', 'Stripe has no customer for this plan.')
    return (await stripe.billingPortal.sessions.create({ customer, return_url: back })).url
  } catch (error) {
    return stripeErrorForPeople(error, {
      refused: () => CARD_CHANGE_UNAVAILABLE,
      unavailable: CARD_CHANGE_UNAVAILABLE,
    })
  }
}

/**
 * 'Update card'. Stripe: a billing portal session where the customer changes the card (Stripe retries
 * the open invoice with it). Test provider: there is no card; the past-due payment is taken again.
 */
export async function updateCard(
  deps: BillingDeps,
  userId: string,
  actor: AuditActor,
): Promise<{ url: string }> {
  const row = await findBillingSubscription(deps.db, userId)
  if (!row) throw new AppError('not_found', NO_PLAN)
  const back = `${deps.appUrl}/dashboard/billing`
  if (row.provider === 'stripe' && row.providerSubscriptionId) {
    if (!deps.stripe) throw new AppError('unavailable', CARD_CHANGE_UNAVAILABLE)
    return { url: await billingPortalUrl(deps.stripe, row.providerSubscriptionId, back) }
  }
  if (row.status === 'past_due') {
    await deps.db.transaction((tx) => renewTestSubscription(deps, tx, row.id, actor))
  }
  return { url: back }
}
