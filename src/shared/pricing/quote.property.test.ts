import { describe, expect, it } from 'vitest'
import { carouselQuantities, storyQuantities, videoQuantities } from '../catalogue/add-ons.ts'
import { channelIds, hasCarouselChannel } from '../catalogue/channels.ts'
import { planIds } from '../catalogue/plans.ts'
import { quote } from './quote.ts'
import { type OrderSelection, validateSelection } from './selection.ts'

/** mulberry32: a tiny seeded PRNG so failures are reproducible. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function generate(random: () => number): OrderSelection {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const freeChannel = pick(channelIds)
  const additionalChannels = channelIds.filter((id) => id !== freeChannel && random() < 0.4)
  const coupons = [undefined, 'SPECIAL10', 'special10', ' Special10 ', 'WRONG', '']
  const couponCode = pick(coupons)
  return {
    plan: pick(planIds),
    freeChannel,
    additionalChannels,
    addOns: {
      videos: random() < 0.5 ? pick(videoQuantities) : null,
      stories: random() < 0.5 ? pick(storyQuantities) : undefined,
      // Carousel posts only with a channel that takes them (the engine refuses the rest).
      carouselPosts: hasCarouselChannel([freeChannel, ...additionalChannels]) ? pick(carouselQuantities) : 0,
      reports: random() < 0.5,
    },
    ...(couponCode === undefined ? {} : { couponCode }),
  }
}

const RUNS = 2000

describe('quote properties', () => {
  const random = prng(20261121)
  const samples = Array.from({ length: RUNS }, () => generate(random))

  it('generates only valid selections', () => {
    for (const selection of samples) expect(validateSelection(selection).ok).toBe(true)
  })

  it('keeps total = subtotal - discount, non-negative, in whole pence', () => {
    for (const selection of samples) {
      const q = quote(selection)
      expect(q.totalPence).toBe(q.subtotalPence - q.discountPence)
      expect(q.totalPence).toBeGreaterThanOrEqual(0)
      expect(q.discountPence).toBeGreaterThanOrEqual(0)
      expect(Number.isInteger(q.totalPence)).toBe(true)
    }
  })

  it('sums the lines to the subtotal, with one £0 free channel line', () => {
    for (const selection of samples) {
      const q = quote(selection)
      expect(q.lines.reduce((sum, line) => sum + line.pricePence, 0)).toBe(q.subtotalPence)
      expect(q.lines.filter((line) => line.kind === 'free-channel')).toEqual([
        expect.objectContaining({ pricePence: 0 }),
      ])
      expect(q.itemsDescription).toHaveLength(q.lines.length)
    }
  })

  it('takes exactly 10% off, to the penny, when the coupon applies', () => {
    let applied = 0
    for (const selection of samples) {
      const q = quote(selection)
      if (q.couponApplied === null) {
        expect(q.totalPence).toBe(q.subtotalPence)
        continue
      }
      applied++
      expect(q.couponApplied).toBe('SPECIAL10')
      expect(q.totalPence).toBe(Math.round(q.subtotalPence * 0.9))
    }
    // The generator must actually exercise the coupon path.
    expect(applied).toBeGreaterThan(RUNS / 4)
  })

  it('never lets an extra channel make the order cheaper', () => {
    for (const selection of samples) {
      const spare = channelIds.find(
        (id) => id !== selection.freeChannel && !selection.additionalChannels.includes(id),
      )
      if (!spare) continue
      const more = { ...selection, additionalChannels: [...selection.additionalChannels, spare] }
      expect(quote(more).subtotalPence).toBe(quote(selection).subtotalPence + 1500)
    }
  })
})
