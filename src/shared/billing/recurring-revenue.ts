import { TZDate } from '@date-fns/tz'
import { addMonths } from 'date-fns/addMonths'
import { startOfMonth } from 'date-fns/startOfMonth'
import { UK_TIME_ZONE } from '../format/dates.ts'
import { monthlyEquivalentPence } from '../pricing/billing.ts'
import type { BillingInterval } from './period.ts'

/** The months the overview's chart shows, the current one last. */
export const REVENUE_CHART_MONTHS = 12

export interface RevenueSubscription {
  userId: string
  /** What one billing period costs, in pence. */
  priceAmount: number
  interval: BillingInterval
  status: string
  createdAt: Date
  endedAt: Date | null
}

export interface RevenueMonth {
  /** The month in UK time, as 2026-11. */
  month: string
  /** Monthly recurring revenue at the month's end (or now, for the current month), in pence. */
  recurringRevenuePence: number
  activeCustomers: number
}

export interface RevenueFigures {
  mrrPence: number
  newSubscriptionsThisMonth: number
  endedSubscriptionsThisMonth: number
  pastDueSubscriptions: number
  months: RevenueMonth[]
}

/** The first instant of the UK calendar month holding `at` (midnight in London, GMT or BST). */
export function londonMonthStart(at: Date, monthsLater = 0): Date {
  const start = startOfMonth(new TZDate(at.getTime(), UK_TIME_ZONE))
  return new Date(addMonths(start, monthsLater).getTime())
}

function monthKey(monthStart: Date): string {
  const london = new TZDate(monthStart.getTime(), UK_TIME_ZONE)
  return `${london.getFullYear()}-${String(london.getMonth() + 1).padStart(2, '0')}`
}

/** Billing (active or past due) just before `point`: started before it and not ended by then. */
function billingAt(subscription: RevenueSubscription, point: number): boolean {
  return (
    subscription.createdAt.getTime() < point &&
    (subscription.endedAt === null || subscription.endedAt.getTime() >= point)
  )
}

function revenueAt(subscriptions: readonly RevenueSubscription[], point: number) {
  const billing = subscriptions.filter((subscription) => billingAt(subscription, point))
  return {
    recurringRevenuePence: billing.reduce(
      (sum, s) => sum + monthlyEquivalentPence(s.priceAmount, s.interval),
      0,
    ),
    activeCustomers: new Set(billing.map((s) => s.userId)).size,
  }
}

/**
 * The overview's billing figures. Monthly recurring revenue counts every subscription that still bills
 * (active or past due, as Stripe's MRR does) at its monthly equivalent; months are UK calendar months.
 * `subscriptions` must hold every subscription that billed at some point of the chart's months.
 */
export function revenueFigures(subscriptions: readonly RevenueSubscription[], now: Date): RevenueFigures {
  const thisMonth = londonMonthStart(now).getTime()
  const current = subscriptions.filter((s) => s.status === 'active' || s.status === 'past_due')
  const months: RevenueMonth[] = []
  for (let back = REVENUE_CHART_MONTHS - 1; back >= 0; back -= 1) {
    const start = londonMonthStart(now, -back)
    const end = back === 0 ? now.getTime() + 1 : londonMonthStart(now, 1 - back).getTime()
    months.push({ month: monthKey(start), ...revenueAt(subscriptions, end) })
  }
  return {
    mrrPence: current.reduce((sum, s) => sum + monthlyEquivalentPence(s.priceAmount, s.interval), 0),
    newSubscriptionsThisMonth: subscriptions.filter(
      (s) => s.createdAt.getTime() >= thisMonth && s.createdAt.getTime() <= now.getTime(),
    ).length,
    endedSubscriptionsThisMonth: subscriptions.filter(
      (s) => s.endedAt !== null && s.endedAt.getTime() >= thisMonth && s.endedAt.getTime() <= now.getTime(),
    ).length,
    pastDueSubscriptions: current.filter((s) => s.status === 'past_due').length,
    months,
  }
}
