import { formatPencePerMonth } from './money.ts'

export const NO_ACTIVE_SUBSCRIPTION = 'No active subscription'

/** The admin customer list's subscription line (spec §2): 'Active - £149.00/month' or none. */
export function subscriptionLine(subscription: { priceAmount: number } | null): string {
  return subscription ? `Active - ${formatPencePerMonth(subscription.priceAmount)}` : NO_ACTIVE_SUBSCRIPTION
}
