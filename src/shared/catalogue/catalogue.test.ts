import { describe, expect, it } from 'vitest'
import {
  addOns,
  blogTiers,
  CAROUSEL_POST_PRICE_PENCE,
  carouselQuantities,
  REPORTS_PRICE_PENCE,
  storyTiers,
  videoTiers,
} from './add-ons.ts'
import { careers } from './careers.ts'
import { channelIds, checkoutChannels, EXTRA_CHANNEL_PRICE_PENCE, marketingChannels } from './channels.ts'
import { designCategories, designs } from './designs.ts'
import { faq } from './faq.ts'
import { plans } from './plans.ts'
import { reviews } from './reviews.ts'

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id)
const expectUnique = (values: readonly string[]) => expect(new Set(values).size).toBe(values.length)
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/

describe('catalogue counts', () => {
  it('has 3 plans, 7 checkout channels and 9 marketing channels', () => {
    expect(plans).toHaveLength(3)
    expect(checkoutChannels).toHaveLength(7)
    expect(marketingChannels).toHaveLength(9)
    expect(ids(checkoutChannels)).toEqual([...channelIds])
  })

  it('has 8 reviews, 18 FAQ items, 33 designs and 3 roles', () => {
    expect(reviews).toHaveLength(8)
    expect(faq).toHaveLength(18)
    expect(designs).toHaveLength(33)
    expect(careers).toHaveLength(3)
  })
})

describe('catalogue ids', () => {
  it.each([
    ['plans', ids(plans)],
    ['marketing channels', ids(marketingChannels)],
    ['add-ons', ids(addOns)],
    ['reviews', ids(reviews)],
    ['designs', ids(designs)],
    ['careers', ids(careers)],
  ])('%s have unique kebab-case ids', (_name, list) => {
    expectUnique(list)
    for (const id of list) expect(id).toMatch(kebab)
  })

  it('has unique FAQ questions and channel names', () => {
    expectUnique(faq.map((item) => item.question))
    expectUnique(marketingChannels.map((c) => c.name))
  })

  it('has unique plan product ids', () => {
    expectUnique(plans.map((p) => p.productId))
  })
})

describe('catalogue prices', () => {
  const allPrices = [
    ...plans.map((p) => p.pricePence),
    ...videoTiers.map((t) => t.pricePence),
    ...storyTiers.map((t) => t.pricePence),
    ...blogTiers.map((t) => t.pricePence),
    CAROUSEL_POST_PRICE_PENCE,
    REPORTS_PRICE_PENCE,
    EXTRA_CHANNEL_PRICE_PENCE,
  ]

  it('are positive whole pence and multiples of 10p, so a 10% discount is exact', () => {
    for (const price of allPrices) {
      expect(Number.isInteger(price)).toBe(true)
      expect(price).toBeGreaterThan(0)
      expect(price % 10).toBe(0)
    }
  })

  it('match the spec', () => {
    expect(plans.map((p) => [p.id, p.pricePence, p.postsPerMonth])).toEqual([
      ['basic', 7900, 10],
      ['pro', 14900, 20],
      ['premium', 21900, 30],
    ])
    expect(videoTiers.map((t) => [t.quantity, t.pricePence])).toEqual([
      [4, 7900],
      [8, 14900],
      [12, 21900],
    ])
    expect(storyTiers.map((t) => [t.quantity, t.pricePence])).toEqual([
      [10, 4900],
      [20, 8900],
      [30, 12900],
    ])
    expect(blogTiers.map((t) => [t.words, t.pricePence])).toEqual([
      [500, 2900],
      [1000, 4900],
      [1500, 6900],
    ])
    expect([...carouselQuantities]).toEqual([0, 2, 4, 6, 8, 10])
    expect([CAROUSEL_POST_PRICE_PENCE, REPORTS_PRICE_PENCE, EXTRA_CHANNEL_PRICE_PENCE]).toEqual([
      500, 1200, 1500,
    ])
  })
})

describe('catalogue content', () => {
  it('marks only Pro as popular', () => {
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(['pro'])
  })

  it('gives every review a 4 or 5 rating and two-letter initials', () => {
    for (const review of reviews) {
      expect([4, 5]).toContain(review.rating)
      expect(review.avatarInitials).toMatch(/^[A-Z]{2}$/)
    }
  })

  it('uses every design category and a matching image path', () => {
    expect(new Set(designs.map((d) => d.category))).toEqual(new Set(designCategories))
    for (const design of designs) expect(design.image).toBe(`/images/designs/${design.id}.svg`)
  })

  it('lists all roles as full-time and remote in the UK', () => {
    for (const role of careers) {
      expect(role.type).toBe('Full-time')
      expect(role.location).toBe('Remote / UK')
      expect(role.responsibilities.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('sells SEO blog articles on the pricing page only', () => {
    expect(addOns.filter((a) => !a.inCheckout).map((a) => a.id)).toEqual(['seo-blog'])
  })
})
