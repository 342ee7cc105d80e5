import { describe, expect, it } from 'vitest'
import {
  carouselPrice,
  isCarouselQuantity,
  isStoryQuantity,
  isVideoQuantity,
  storyTierPrice,
  videoTierPrice,
} from './add-ons.ts'
import { ADMIN, intentBand } from './business-rules.ts'
import { applicationSubject, careers } from './careers.ts'
import { channelName, findMarketingChannel, getChannel, isChannelId } from './channels.ts'
import { findCoupon, normaliseCouponCode } from './coupons.ts'
import { designs } from './designs.ts'
import { faq, faqStructuredData } from './faq.ts'
import { designPageCount, designsOnPage, shuffleDesigns } from './our-work.ts'
import {
  DEFAULT_PLAN_ID,
  findPlan,
  findPlanByProductId,
  getPlan,
  isPlanId,
  planByProductId,
} from './plans.ts'
import { averageRating, needsReadMore, reviews } from './reviews.ts'

describe('plan lookups', () => {
  it('finds plans by id, product id and loose URL input', () => {
    expect(getPlan('pro').title).toBe('Pro')
    expect(DEFAULT_PLAN_ID).toBe('pro')
    expect(planByProductId.prod_premium.id).toBe('premium')
    expect(findPlanByProductId('prod_basic')?.id).toBe('basic')
    expect(findPlanByProductId('prod_other')).toBeUndefined()
    expect(findPlan(' Premium ')?.id).toBe('premium')
    expect(findPlan('gold')).toBeUndefined()
    expect(findPlan(null)).toBeUndefined()
  })

  it('guards plan ids', () => {
    expect(isPlanId('basic')).toBe(true)
    expect(isPlanId('Basic')).toBe(false)
    expect(isPlanId(3)).toBe(false)
  })

  it('carries the dashboard catalogue features', () => {
    expect(planByProductId.prod_pro.dashboardFeatures).toEqual([
      '20 posts/month',
      '1 social platform',
      'Priority support',
      'Story content',
    ])
  })
})

describe('channel lookups', () => {
  it('names channels and guards ids', () => {
    expect(channelName('x-twitter')).toBe('X (Twitter)')
    expect(getChannel('linkedin-company').name).toBe('LinkedIn Company Page')
    expect(isChannelId('threads')).toBe(true)
    expect(isChannelId('tiktok')).toBe(false)
    expect(findMarketingChannel('tiktok')?.name).toBe('TikTok')
  })

  it('offers carousels on Instagram and LinkedIn only', () => {
    const ids = ['instagram', 'linkedin-personal', 'linkedin-company'] as const
    for (const id of ids) expect(getChannel(id).supportsCarousel).toBe(true)
    expect(getChannel('facebook').supportsCarousel).toBe(false)
  })
})

describe('add-on lookups', () => {
  it('prices tiers and carousel posts', () => {
    expect(videoTierPrice(8)).toBe(14900)
    expect(storyTierPrice(30)).toBe(12900)
    expect(carouselPrice(10)).toBe(5000)
    expect(carouselPrice(0)).toBe(0)
  })

  it('guards quantities', () => {
    expect(isVideoQuantity(4)).toBe(true)
    expect(isVideoQuantity(5)).toBe(false)
    expect(isStoryQuantity(20)).toBe(true)
    expect(isStoryQuantity('20')).toBe(false)
    expect(isCarouselQuantity(6)).toBe(true)
    expect(isCarouselQuantity(7)).toBe(false)
  })
})

describe('findCoupon', () => {
  it.each(['SPECIAL10', 'special10', 'Special10', ' SPECIAL10 '])('accepts %j', (code) => {
    expect(findCoupon(code)?.percentOff).toBe(10)
  })

  it.each(['', '   ', 'SPECIAL', 'SPECIAL100', 'SPECIAL 10', null, undefined])('refuses %j', (code) => {
    expect(findCoupon(code)).toBeUndefined()
  })

  it('normalises codes', () => {
    expect(normaliseCouponCode(' special10 ')).toBe('SPECIAL10')
  })
})

describe('reviews helpers', () => {
  it('flags long reviews for Read more and leaves short ones alone', () => {
    expect(reviews.some((r) => needsReadMore(r))).toBe(true)
    expect(reviews.some((r) => !needsReadMore(r))).toBe(true)
  })

  it('averages ratings to one decimal', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3)
    expect(averageRating([])).toBe(0)
  })
})

describe('FAQ', () => {
  it('quotes the catalogue prices', () => {
    const prices = faq.find((item) => item.question === 'How much does it cost?')?.answer
    expect(prices).toContain('£79 a month for 10 posts')
    expect(prices).toContain('£149 a month for 20 posts')
    expect(prices).toContain('£219 a month for 30 posts')
  })

  it('builds FAQPage structured data for every question', () => {
    const data = faqStructuredData()
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toHaveLength(18)
    expect(data.mainEntity[0]?.acceptedAnswer.text).toBe(faq[0]?.answer)
  })
})

describe('designs paging', () => {
  it('pages 33 designs as 9, 9, 9, 6', () => {
    expect(designPageCount()).toBe(4)
    expect([1, 2, 3, 4].map((page) => designsOnPage(designs, page).length)).toEqual([9, 9, 9, 6])
    expect(designsOnPage(designs, 99)).toEqual(designsOnPage(designs, 4))
    expect(designsOnPage(designs, 0)).toEqual(designsOnPage(designs, 1))
    expect(designPageCount(0)).toBe(1)
  })

  it('shuffles into a permutation without changing the source', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const shuffled = shuffleDesigns(designs, random)
    expect(shuffled).not.toEqual(designs)
    expect([...shuffled].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...designs].sort((a, b) => a.id.localeCompare(b.id)),
    )
  })
})

describe('business rules and careers', () => {
  it('bands intent scores at 40 and 70', () => {
    expect([0, 39, 40, 69, 70, 100].map(intentBand)).toEqual([
      'red',
      'red',
      'yellow',
      'yellow',
      'green',
      'green',
    ])
    expect(ADMIN.sessionDividerGapMs).toBe(300000)
  })

  it('builds the application e-mail subject', () => {
    expect(careers.map(applicationSubject)).toEqual([
      'Application for Social Media Manager',
      'Application for Video Content Creator',
      'Application for Email Content Writer',
    ])
  })
})
