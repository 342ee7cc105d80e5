import { channelIds } from '#shared/catalogue/channels.ts'
import { findCoupon } from '#shared/catalogue/coupons.ts'
import { type Quote, quote } from '#shared/pricing/quote.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import type { WizardState } from './wizard-state.ts'

export interface SummaryLine {
  id: string
  label: string
  pricePence: number
}

export interface OrderSummaryFigures {
  lines: SummaryLine[]
  subtotalPence: number
  discountPence: number
  totalPence: number
  /** The applied coupon's percentage, from the catalogue; null without one. */
  couponPercentOff: number | null
}

/** The selection the server receives; null until a plan and a free channel are chosen. */
export function selectionOf(state: WizardState): OrderSelection | null {
  if (!state.plan || !state.freeChannel) return null
  return {
    plan: state.plan,
    freeChannel: state.freeChannel,
    additionalChannels: state.additionalChannels,
    addOns: state.addOns,
    ...(state.couponCode ? { couponCode: state.couponCode } : {}),
  }
}

/**
 * The summary, priced by the same engine as the server. Before a free channel is chosen a stand-in one
 * prices the rest (it costs nothing), and its line is left out.
 */
export function summarise(state: WizardState): OrderSummaryFigures | null {
  if (!state.plan) return null
  const selection = selectionOf(state)
  const standIn = channelIds.find((id) => !state.additionalChannels.includes(id)) ?? 'facebook'
  const priced: Quote = quote(
    selection ?? {
      plan: state.plan,
      freeChannel: standIn,
      additionalChannels: state.additionalChannels,
      addOns: state.addOns,
      ...(state.couponCode ? { couponCode: state.couponCode } : {}),
    },
  )
  const lines = priced.lines
    .filter((line) => selection !== null || line.kind !== 'free-channel')
    .map(({ id, label, pricePence }) => ({ id, label, pricePence }))
  return {
    lines,
    subtotalPence: priced.subtotalPence,
    discountPence: priced.discountPence,
    totalPence: priced.totalPence,
    couponPercentOff: findCoupon(priced.couponApplied)?.percentOff ?? null,
  }
}
