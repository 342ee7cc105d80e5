import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns/addDays'
import { addMonths } from 'date-fns/addMonths'
import { CANCELLATION_NOTICE_DAYS } from '../catalogue/business-rules.ts'
import { UK_TIME_ZONE } from '../format/dates.ts'

/** How often a subscription is billed: the Terms sell monthly or six-monthly billing. */
export const billingIntervals = ['month', 'six_months'] as const
export type BillingInterval = (typeof billingIntervals)[number]

export const MONTHS_IN: Readonly<Record<BillingInterval, number>> = { month: 1, six_months: 6 }

const london = (date: Date) => new TZDate(date.getTime(), UK_TIME_ZONE)

/**
 * The end of the billing period that contains `at`, for a subscription billed from `anchor`. Periods are
 * counted from the anchor in UK time, as Stripe does: a subscription started on 31 January renews on
 * 28 (or 29) February, then on 31 March; the wall-clock time stays the same across clock changes.
 */
export function periodEndAfter(anchor: Date, at: Date, interval: BillingInterval): Date {
  const months = MONTHS_IN[interval]
  const start = london(anchor)
  for (let n = 1; ; n += 1) {
    const end = addMonths(start, n * months)
    if (end.getTime() > at.getTime()) return new Date(end.getTime())
  }
}

/** The start of the period that ends at `end` (the previous anchor date). */
export function periodStartBefore(anchor: Date, end: Date, interval: BillingInterval): Date {
  const months = MONTHS_IN[interval]
  const start = london(anchor)
  let previous = start
  for (let n = 1; ; n += 1) {
    const next = addMonths(start, n * months)
    if (next.getTime() >= end.getTime()) return new Date(previous.getTime())
    previous = next
  }
}

/**
 * When a cancellation asked for at `requestedAt` takes effect (Terms: 30 days' notice): the later of the
 * current period's end and 30 days on in UK time (same wall-clock time, so a clock change moves nothing).
 */
export function cancellationEffectiveAt(requestedAt: Date, currentPeriodEnd: Date): Date {
  const notice = addDays(london(requestedAt), CANCELLATION_NOTICE_DAYS)
  return new Date(Math.max(notice.getTime(), currentPeriodEnd.getTime()))
}
