import type { Executor } from '../../db/client.ts'
import { findEmailOf, type SubscriptionRow } from './billing.repo.ts'
import { type BillingDeps, emailCustomer } from './billing.service.ts'
import { billingEmail } from './billing-emails.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The test provider's dunning schedule: three attempts in all, the renewal at the period's end, then
 * retries 3 and 7 days after that first failure. The customer is e-mailed after the first failure and
 * before the last try; when the last try fails the subscription ends (as Stripe's 'cancel the
 * subscription' setting after its retries).
 */
export const TEST_RETRY_DAYS = [3, 7] as const
export const TEST_ATTEMPTS = TEST_RETRY_DAYS.length + 1

/** When the next scheduled try is due after `failures` failed tries; undefined when none is left. */
export function nextRetryAt(pastDueSince: Date, failures: number): Date | undefined {
  const days = TEST_RETRY_DAYS[failures - 1]
  return days === undefined ? undefined : new Date(pastDueSince.getTime() + days * DAY_MS)
}

/** The earliest a past-due subscription can have a scheduled try due (for the renewal job's query). */
export function firstRetryBefore(now: Date): Date {
  return new Date(now.getTime() - TEST_RETRY_DAYS[0] * DAY_MS)
}

/** The provider gave up on a past-due subscription: it has ended; the customer and the team are told. */
export async function subscriptionGaveUp(
  deps: Pick<BillingDeps, 'email' | 'appUrl' | 'supportEmail'>,
  tx: Executor,
  row: SubscriptionRow,
  at: Date,
) {
  await emailCustomer(deps, tx, row.userId, 'subscription-ended', { date: at })
  const customerEmail = (await findEmailOf(tx, row.userId)) ?? ''
  await deps.email.queue(tx, {
    to: deps.supportEmail,
    template: 'billing-team-subscription-ended',
    content: billingEmail('team-subscription-ended', { date: at, appUrl: deps.appUrl, customerEmail }),
    about: { userId: row.userId },
  })
}
