import { formatPencePerMonth } from './money.ts'

export const NO_ACTIVE_SUBSCRIPTION = 'No active subscription'

/** The admin customer list's subscription line (spec §2): 'Active - £149.00/month' or none. */
export function subscriptionLine(
  subscription: { priceAmount: number; status?: 'active' | 'past_due' | undefined } | null,
): string {
  if (!subscription) return NO_ACTIVE_SUBSCRIPTION
  const label = subscription.status === 'past_due' ? 'Past due' : 'Active'
  return `${label} - ${formatPencePerMonth(subscription.priceAmount)}`
}
