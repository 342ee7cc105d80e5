import type { BillingInterval } from '../billing/period.ts'
import { type ChannelId, hasCarouselChannel } from '../catalogue/channels.ts'
import type { PlanId } from '../catalogue/plans.ts'
import { periodAmountPence, prorationPence } from './billing.ts'
import { quote } from './quote.ts'
import type { OrderAddOns, OrderSelection } from './selection.ts'

/** What a customer asks to change: the plan, the extra channels and the add-ons (the free channel stays). */
export type PlanChange = {
  /** Absent: the current plan (a change of extras only). */
  readonly plan?: PlanId | undefined
  readonly additionalChannels?: readonly ChannelId[] | undefined
  readonly addOns?: OrderAddOns | undefined
}

/** A change's effect: 'now' charges the proration today; 'next_period' takes effect at the renewal. */
export type ChangeTiming = 'now' | 'next_period'

export type PricedChange = {
  readonly selection: OrderSelection
  readonly timing: ChangeTiming
  /** The price of each period from the change on (the current fixed checkout discount kept). */
  readonly newPeriodPence: number
  /** Charged now (an upgrade's proration); 0 for a change from the next period. */
  readonly chargeNowPence: number
  /** True when carousel posts are dropped because no Instagram or LinkedIn channel remains. */
  readonly carouselDropped: boolean
}

/**
 * Carousel posts exist only on Instagram and LinkedIn: a selection left without such a channel loses its
 * carousel add-on rather than being refused.
 */
export function withoutUnavailableCarousels(selection: OrderSelection): {
  selection: OrderSelection
  carouselDropped: boolean
} {
  const channels = [selection.freeChannel, ...selection.additionalChannels]
  if (selection.addOns.carouselPosts === 0 || hasCarouselChannel(channels)) {
    return { selection, carouselDropped: false }
  }
  return {
    selection: { ...selection, addOns: { ...selection.addOns, carouselPosts: 0 } },
    carouselDropped: true,
  }
}

/** The list price of one period of a selection, before any checkout discount. */
export function listPeriodPence(selection: OrderSelection, interval: BillingInterval): number {
  return periodAmountPence(quote({ ...selection, couponCode: undefined }).subtotalPence, interval)
}

/** True when two selections buy the same things (order of channels aside). */
export function sameSelection(a: OrderSelection, b: OrderSelection): boolean {
  const channels = (s: OrderSelection) => [s.freeChannel, ...[...s.additionalChannels].sort()].join(',')
  const addOns = (s: OrderSelection) =>
    [s.addOns.videos ?? 0, s.addOns.stories ?? 0, s.addOns.carouselPosts, s.addOns.reports].join(',')
  return a.plan === b.plan && channels(a) === channels(b) && addOns(a) === addOns(b)
}

/**
 * Prices a change of plan or extras the way Stripe bills it: a change that costs more applies now and
 * the difference for the rest of the period is charged today (prorated to the second); one that costs
 * the same or less takes effect from the next period, so nothing is refunded. A fixed checkout discount
 * (Stripe's amount-off coupon) stays on the new price. Throws InvalidSelectionError for a selection the
 * schema refuses.
 */
export function priceChange(input: {
  current: OrderSelection
  currentPeriodPence: number
  change: PlanChange
  interval: BillingInterval
  period: { start: Date; end: Date }
  at: Date
}): PricedChange {
  const { current, change, interval } = input
  const requested: OrderSelection = {
    plan: change.plan ?? current.plan,
    freeChannel: current.freeChannel,
    additionalChannels: [...(change.additionalChannels ?? current.additionalChannels)],
    addOns: change.addOns ?? current.addOns,
  }
  const { selection, carouselDropped } = withoutUnavailableCarousels(requested)
  const currentList = listPeriodPence(withoutUnavailableCarousels(current).selection, interval)
  const fixedDiscount = Math.max(currentList - input.currentPeriodPence, 0)
  const newPeriodPence = Math.max(listPeriodPence(selection, interval) - fixedDiscount, 0)
  const timing: ChangeTiming = newPeriodPence > input.currentPeriodPence ? 'now' : 'next_period'
  const chargeNowPence =
    timing === 'now' ? prorationPence(input.currentPeriodPence, newPeriodPence, input.period, input.at) : 0
  return { selection, timing, newPeriodPence, chargeNowPence, carouselDropped }
}
