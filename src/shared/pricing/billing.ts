import { type BillingInterval, MONTHS_IN } from '../billing/period.ts'
import { CANCELLATION_DISCOUNT } from '../catalogue/business-rules.ts'
import { percentDiscount } from './quote.ts'

/**
 * What one billing period costs, from the monthly total the quote gives. The spec's constants give no
 * discount for six-monthly billing, so six months cost six times a month (Pro: £894.00).
 */
export function periodAmountPence(monthlyTotalPence: number, interval: BillingInterval): number {
  return monthlyTotalPence * MONTHS_IN[interval]
}

/**
 * A period's price as monthly recurring revenue: a six-monthly subscription counts as its monthly
 * equivalent (£894.00 every six months is £149.00 a month), rounded to the penny.
 */
export function monthlyEquivalentPence(periodPence: number, interval: BillingInterval): number {
  return Math.round(periodPence / MONTHS_IN[interval])
}

/** The retention offer ('Yes, I'd stay!'): 10% off the next payment only (Pro: £149.00 -> £134.10). */
export function retentionDiscountPence(nextPaymentPence: number): number {
  return percentDiscount(nextPaymentPence, CANCELLATION_DISCOUNT.percentOff)
}

/**
 * An upgrade's charge now for the rest of the current period, as Stripe prorates: the difference in the
 * period's price times the share of the period left, rounded to the penny; never negative (a downgrade
 * takes effect from the next period instead).
 */
export function prorationPence(
  currentPeriodPence: number,
  newPeriodPence: number,
  period: { start: Date; end: Date },
  at: Date,
): number {
  const total = period.end.getTime() - period.start.getTime()
  const left = Math.min(Math.max(period.end.getTime() - at.getTime(), 0), total)
  if (total <= 0 || newPeriodPence <= currentPeriodPence) return 0
  return Math.round(((newPeriodPence - currentPeriodPence) * left) / total)
}
