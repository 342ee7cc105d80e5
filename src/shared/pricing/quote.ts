/**
 * The pricing engine. Pure: integer pence in, integer pence out, no clock or
 * I/O. The checkout summary and the server's create-checkout call both use it,
 * so the price a visitor sees is the price they are charged.
 */

import {
  type AddOnId,
  carouselPrice,
  getAddOn,
  REPORTS_PRICE_PENCE,
  storyTierPrice,
  videoTierPrice,
} from '../catalogue/add-ons.ts'
import { EXTRA_CHANNEL_PRICE_PENCE, getChannel } from '../catalogue/channels.ts'
import { findCoupon } from '../catalogue/coupons.ts'
import { getPlan } from '../catalogue/plans.ts'
import { formatPence } from '../format/money.ts'
import { InvalidSelectionError, type OrderSelection, validateSelection } from './selection.ts'

export type QuoteLineKind = 'plan' | 'free-channel' | 'channel' | 'add-on'

export type QuoteLine = {
  /** Stable within one quote: "plan", "free-channel", "channel:facebook", "add-on:videos". */
  readonly id: string
  readonly kind: QuoteLineKind
  readonly label: string
  readonly quantity: number
  readonly pricePence: number
}

export type CouponStatus = 'none' | 'applied' | 'invalid'

export type Quote = {
  readonly lines: readonly QuoteLine[]
  readonly subtotalPence: number
  readonly discountPence: number
  /** Per month; subtotal minus discount, never negative. */
  readonly totalPence: number
  /** The canonical code when a coupon was applied, else null. */
  readonly couponApplied: string | null
  /** 'invalid' when a code was entered but not recognised, so the UI can say so. */
  readonly couponStatus: CouponStatus
  /** One human-readable line per priced item, stored with the order. */
  readonly itemsDescription: readonly string[]
  /** Add-ons keyed by display name, in the shape orders.services.addOns stores. */
  readonly addOns: Readonly<Record<string, { readonly quantity: number; readonly pricePence: number }>>
}

type PricedAddOn = { readonly addOnId: AddOnId; readonly line: QuoteLine }

function addOnLine(addOnId: AddOnId, quantity: number, pricePence: number, label: string): PricedAddOn {
  return { addOnId, line: { id: `add-on:${addOnId}`, kind: 'add-on', label, quantity, pricePence } }
}

function channelLines(selection: OrderSelection): QuoteLine[] {
  const free: QuoteLine = {
    id: 'free-channel',
    kind: 'free-channel',
    label: `${getChannel(selection.freeChannel).name} (free channel)`,
    quantity: 1,
    pricePence: 0,
  }
  const extras = selection.additionalChannels.map(
    (id): QuoteLine => ({
      id: `channel:${id}`,
      kind: 'channel',
      label: `${getChannel(id).name} (additional channel)`,
      quantity: 1,
      pricePence: EXTRA_CHANNEL_PRICE_PENCE,
    }),
  )
  return [free, ...extras]
}

function pricedAddOns({ addOns }: OrderSelection): PricedAddOn[] {
  const lines: PricedAddOn[] = []
  if (addOns.videos != null) {
    lines.push(
      addOnLine('videos', addOns.videos, videoTierPrice(addOns.videos), `${addOns.videos} short-form videos`),
    )
  }
  if (addOns.stories != null) {
    lines.push(
      addOnLine('stories', addOns.stories, storyTierPrice(addOns.stories), `${addOns.stories} stories posts`),
    )
  }
  if (addOns.carouselPosts > 0) {
    const n = addOns.carouselPosts
    lines.push(addOnLine('carousel', n, carouselPrice(n), `${n} carousel posts`))
  }
  if (addOns.reports) {
    lines.push(addOnLine('reports', 1, REPORTS_PRICE_PENCE, 'Reports and analytics'))
  }
  return lines
}

/**
 * Percentage discount on the subtotal, rounded to the nearest penny and never
 * more than the subtotal. Every catalogue price is a multiple of 10p, so a 10%
 * discount is always exact and total === Math.round(subtotal * 0.9).
 */
export function percentDiscount(subtotalPence: number, percentOff: number): number {
  const raw = Math.round((subtotalPence * percentOff) / 100)
  return Math.min(Math.max(raw, 0), Math.max(subtotalPence, 0))
}

/** "8 x Short-form videos (£149.00)", the form the admin order view shows. */
export function describeAddOn(name: string, quantity: number, pricePence: number): string {
  return `${quantity} x ${name} (${formatPence(pricePence)})`
}

/** Prices a selection. Throws InvalidSelectionError when the schema would refuse it. */
export function quote(selection: OrderSelection): Quote {
  const checked = validateSelection(selection)
  if (!checked.ok) throw new InvalidSelectionError(checked.issues)

  const plan = getPlan(selection.plan)
  const planLine: QuoteLine = {
    id: 'plan',
    kind: 'plan',
    label: `${plan.title} plan (${plan.postsPerMonth} posts/month)`,
    quantity: 1,
    pricePence: plan.pricePence,
  }
  const extras = pricedAddOns(selection)
  const lines = [planLine, ...channelLines(selection), ...extras.map((e) => e.line)]
  const subtotalPence = lines.reduce((sum, line) => sum + line.pricePence, 0)

  const entered = selection.couponCode?.trim() ?? ''
  const coupon = findCoupon(entered)
  const discountPence = coupon ? percentDiscount(subtotalPence, coupon.percentOff) : 0

  const addOns: Record<string, { quantity: number; pricePence: number }> = {}
  for (const { addOnId, line } of extras) {
    addOns[getAddOn(addOnId).name] = { quantity: line.quantity, pricePence: line.pricePence }
  }

  return {
    lines,
    subtotalPence,
    discountPence,
    totalPence: subtotalPence - discountPence,
    couponApplied: coupon ? coupon.code : null,
    couponStatus: coupon ? 'applied' : entered === '' ? 'none' : 'invalid',
    itemsDescription: lines.map((line) => `${line.label}: ${formatPence(line.pricePence)}`),
    addOns,
  }
}
