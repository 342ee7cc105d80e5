import { AppError } from '#shared/errors.ts'
import type { AuditActor } from '../../audit/audit.ts'
import { findBillingSubscription } from './billing.repo.ts'
import { type BillingDeps, NO_PLAN } from './billing.service.ts'
import { renewTestSubscription } from './test-renewals.ts'

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
  if (deps.stripe && row.provider === 'stripe' && row.providerSubscriptionId) {
    const subscription = await deps.stripe.subscriptions.retrieve(row.providerSubscriptionId)
    const customer =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer?.id
    if (!customer) throw new AppError('conflict', 'Stripe has no customer for this plan.')
    const session = await deps.stripe.billingPortal.sessions.create({ customer, return_url: back })
    return { url: session.url }
  }
  if (row.status === 'past_due') {
    await deps.db.transaction((tx) => renewTestSubscription(deps, tx, row.id, actor))
  }
  return { url: back }
}
