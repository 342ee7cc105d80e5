import { describe, expect, it } from 'vitest'
import type { CarouselQuantity, StoryQuantity, VideoQuantity } from '../catalogue/add-ons.ts'
import type { ChannelId } from '../catalogue/channels.ts'
import type { PlanId } from '../catalogue/plans.ts'
import { describeAddOn, percentDiscount, quote } from './quote.ts'
import { InvalidSelectionError, type OrderSelection } from './selection.ts'

const base: OrderSelection = {
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
}

const withAddOns = (addOns: Partial<OrderSelection['addOns']>): OrderSelection => ({
  ...base,
  addOns: { ...base.addOns, ...addOns },
})

describe('quote: plans', () => {
  it.each([
    ['basic', 7900, 'Basic plan (10 posts/month)'],
    ['pro', 14900, 'Pro plan (20 posts/month)'],
    ['premium', 21900, 'Premium plan (30 posts/month)'],
  ] as const satisfies readonly (readonly [PlanId, number, string])[])(
    '%s costs %i pence',
    (plan, pence, label) => {
      const q = quote({ ...base, plan })
      expect(q.subtotalPence).toBe(pence)
      expect(q.discountPence).toBe(0)
      expect(q.totalPence).toBe(pence)
      expect(q.lines[0]).toEqual({ id: 'plan', kind: 'plan', label, quantity: 1, pricePence: pence })
    },
  )

  it('shows the free channel as a £0 line', () => {
    const q = quote(base)
    expect(q.lines[1]).toEqual({
      id: 'free-channel',
      kind: 'free-channel',
      label: 'Instagram (free channel)',
      quantity: 1,
      pricePence: 0,
    })
    expect(q.itemsDescription).toEqual([
      'Pro plan (20 posts/month): £149.00',
      'Instagram (free channel): £0.00',
    ])
    expect(q.addOns).toEqual({})
  })
})

describe('quote: add-ons', () => {
  it.each([
    [4, 7900],
    [8, 14900],
    [12, 21900],
  ] as const satisfies readonly (readonly [VideoQuantity, number])[])(
    '%i videos add %i pence',
    (videos, pence) => {
      const q = quote(withAddOns({ videos }))
      expect(q.subtotalPence).toBe(14900 + pence)
      expect(q.lines.at(-1)).toMatchObject({ id: 'add-on:videos', quantity: videos, pricePence: pence })
      expect(q.addOns).toEqual({ 'Short-form videos': { quantity: videos, pricePence: pence } })
    },
  )

  it.each([
    [10, 4900],
    [20, 8900],
    [30, 12900],
  ] as const satisfies readonly (readonly [StoryQuantity, number])[])(
    '%i stories add %i pence',
    (stories, pence) => {
      const q = quote(withAddOns({ stories }))
      expect(q.subtotalPence).toBe(14900 + pence)
      expect(q.lines.at(-1)).toMatchObject({
        id: 'add-on:stories',
        label: `${stories} stories posts`,
        pricePence: pence,
      })
    },
  )

  it.each([
    [0, 0],
    [2, 1000],
    [4, 2000],
    [6, 3000],
    [8, 4000],
    [10, 5000],
  ] as const satisfies readonly (readonly [CarouselQuantity, number])[])(
    '%i carousel posts add %i pence',
    (n, pence) => {
      const q = quote(withAddOns({ carouselPosts: n }))
      expect(q.subtotalPence).toBe(14900 + pence)
      expect(q.lines.some((line) => line.id === 'add-on:carousel')).toBe(n > 0)
    },
  )

  it.each([
    [false, 0],
    [true, 1200],
  ])('reports %s add %i pence', (reports, pence) => {
    const q = quote(withAddOns({ reports }))
    expect(q.subtotalPence).toBe(14900 + pence)
    expect(q.lines.some((line) => line.label === 'Reports and analytics')).toBe(reports)
  })

  it('treats null and absent tiers as none', () => {
    expect(quote(withAddOns({ videos: null, stories: null })).subtotalPence).toBe(14900)
  })

  it('prices everything together, in a fixed order', () => {
    const q = quote({
      plan: 'premium',
      freeChannel: 'facebook',
      additionalChannels: ['instagram', 'linkedin-company'],
      addOns: { videos: 12, stories: 30, carouselPosts: 10, reports: true },
    })
    expect(q.lines.map((line) => line.id)).toEqual([
      'plan',
      'free-channel',
      'channel:instagram',
      'channel:linkedin-company',
      'add-on:videos',
      'add-on:stories',
      'add-on:carousel',
      'add-on:reports',
    ])
    expect(q.subtotalPence).toBe(21900 + 3000 + 21900 + 12900 + 5000 + 1200)
    expect(q.itemsDescription).toContain('LinkedIn Company Page (additional channel): £15.00')
    expect(q.itemsDescription).toContain('10 carousel posts: £50.00')
    expect(Object.keys(q.addOns)).toEqual([
      'Short-form videos',
      'Stories posts',
      'Carousel posts',
      'Reports and analytics',
    ])
  })
})

describe('quote: additional channels', () => {
  const others: readonly ChannelId[] = [
    'facebook',
    'x-twitter',
    'linkedin-personal',
    'linkedin-company',
    'google-business',
    'threads',
  ]

  it.each([0, 1, 2, 3, 4, 5, 6])('%i extra channels cost £15 each', (count) => {
    const q = quote({ ...base, additionalChannels: others.slice(0, count) })
    expect(q.subtotalPence).toBe(14900 + count * 1500)
    expect(q.lines.filter((line) => line.kind === 'channel')).toHaveLength(count)
  })

  it('refuses the free channel as an additional channel', () => {
    expect(() => quote({ ...base, additionalChannels: ['instagram'] })).toThrow(InvalidSelectionError)
  })

  it('refuses duplicate additional channels', () => {
    expect(() => quote({ ...base, additionalChannels: ['threads', 'threads'] })).toThrow(
      /listed more than once/,
    )
  })
})

describe('quote: coupons', () => {
  it.each(['SPECIAL10', 'special10', 'Special10', ' SPECIAL10 '])('applies %j as 10%% off', (couponCode) => {
    const q = quote({ ...base, couponCode })
    expect(q.couponApplied).toBe('SPECIAL10')
    expect(q.couponStatus).toBe('applied')
    expect(q.discountPence).toBe(1490)
    expect(q.totalPence).toBe(13410)
  })

  it.each(['SPECIAL20', 'SPECIAL1O', 'nope'])('ignores %j but reports it as invalid', (couponCode) => {
    const q = quote({ ...base, couponCode })
    expect(q.couponApplied).toBeNull()
    expect(q.couponStatus).toBe('invalid')
    expect(q.discountPence).toBe(0)
    expect(q.totalPence).toBe(q.subtotalPence)
  })

  it.each([undefined, '', '   '])('treats %j as no coupon', (couponCode) => {
    const selection: OrderSelection = couponCode === undefined ? base : { ...base, couponCode }
    const q = quote(selection)
    expect(q.couponApplied).toBeNull()
    expect(q.couponStatus).toBe('none')
  })

  it('discounts the whole subtotal, add-ons and channels included', () => {
    const q = quote({
      plan: 'basic',
      freeChannel: 'threads',
      additionalChannels: ['instagram'],
      addOns: { stories: 10, carouselPosts: 2, reports: true },
      couponCode: 'special10',
    })
    expect(q.subtotalPence).toBe(7900 + 1500 + 4900 + 1000 + 1200)
    expect(q.discountPence).toBe(1650)
    expect(q.totalPence).toBe(14850)
  })
})

describe('percentDiscount', () => {
  it.each([
    [14900, 10, 1490],
    [0, 10, 0],
    [15, 10, 2],
    [14, 10, 1],
    [100, 150, 100],
    [100, -5, 0],
  ])('%i pence at %i%% → %i', (subtotal, percent, expected) => {
    expect(percentDiscount(subtotal, percent)).toBe(expected)
  })
})

describe('describeAddOn', () => {
  it('uses the admin order-view form', () => {
    expect(describeAddOn('Short-form videos', 8, 14900)).toBe('8 x Short-form videos (£149.00)')
  })
})

describe('quote: the coupon in every letter case', () => {
  const code = 'special10'
  const letters = [...code].filter((c) => /[a-z]/.test(c)).length
  const variants = Array.from({ length: 2 ** letters }, (_, mask) => {
    let bit = 0
    return [...code].map((c) => (/[a-z]/.test(c) && (mask >> bit++) & 1 ? c.toUpperCase() : c)).join('')
  })

  it('applies all 128 spellings alike, with total = subtotal × 0.9 rounded to the penny', () => {
    expect(new Set(variants).size).toBe(128)
    const selection: OrderSelection = {
      plan: 'basic',
      freeChannel: 'facebook',
      additionalChannels: ['linkedin-personal'],
      addOns: { stories: 20, carouselPosts: 6, reports: true },
    }
    for (const couponCode of variants) {
      const q = quote({ ...selection, couponCode })
      expect(q.couponApplied).toBe('SPECIAL10')
      expect(q.totalPence).toBe(Math.round(q.subtotalPence * 0.9))
    }
  })
})
