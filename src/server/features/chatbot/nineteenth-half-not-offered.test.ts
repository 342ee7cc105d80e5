/**
 * The nineteenth half's honest negatives, each in wordings no evaluation item uses: a thing we do not
 * offer decides the first sentence when the question also asks a quantity, a brand word or a discount;
 * branding work (a logo, a brand identity, a rebrand, business cards) is a 'no' with the posts that
 * match the visitor's brand; a billing period we do not offer, asked with a discount, is the billing
 * periods' 'no'.
 */
import { describe, expect, it } from 'vitest'
import { response } from './answer-test-support.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''

describe('a network we do not post to comes before the number of posts asked', () => {
  it.each([
    ['could u do 3 posts a day on snapchat for our cafe', 'Snapchat'],
    ['Can you post to Pinterest twice a week for us?', 'Pinterest'],
    ['Would you post on Nextdoor 5 times a week?', 'Nextdoor'],
  ])('%j', (question, network) => {
    const text = response(question)
    expect(firstSentence(text)).toBe(`No, we don't post to ${network}.`)
    expect(text).toMatch(/We post to Facebook, Instagram/)
  })

  it('a daily WhatsApp status is a no, with the way we do use WhatsApp', () => {
    const text = response('will u put something on our whatsapp status each day?')
    expect(firstSentence(text)).toBe("No, we don't post to WhatsApp.")
    expect(text).toMatch(/approve/)
  })

  it('the posts a week on a channel we do post to keep their answer', () => {
    expect(response('Can you post to Instagram twice a week for us?')).toMatch(
      /^That is about 9 posts a month/,
    )
  })
})

describe('branding work is a no, with the posts that match the brand', () => {
  it.each([
    ['Is a logo refresh included in the Pro plan?', 'logo design'],
    ['our cafe logo could do with a facelift, can you help?', 'logo design'],
    ['can u redesign our old logo while ur doing the posts', 'logo design'],
    ['Do you do a rebrand for a small bakery, new brand guidelines and all?', 'rebrands or logo design'],
    ['Would you be able to create brand guidelines for our practice?', 'brand identity or logo design'],
    ['Can you design our business cards as part of the plan?', 'business card or stationery design'],
  ])('%j', (question, name) => {
    const text = response(question)
    expect(firstSentence(text)).toBe(
      `No, we don't offer ${name}: we design social media posts, and they match your brand.`,
    )
    expect(text).toMatch(/colours, fonts and logo/)
    expect(text).toMatch(/custom-designed posts/)
  })

  it.each([
    'Will the posts use my logo and brand colours?',
    'We are doing a rebrand next month, can the posts switch to the new look?',
    'If I send you our brand guidelines will you follow them?',
  ])('the visitor’s own brand, used in the posts, is no branding work: %j', (question) => {
    expect(response(question)).not.toMatch(/^No, we don't offer/)
  })
})

describe('a billing period we do not offer, asked with a discount, is the billing periods’ no', () => {
  it.each([
    'If we pay for one year at once, is it cheaper?',
    'any discount for paying 1 year upfront',
    'Could we settle the year in one go for a reduced rate?',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we bill monthly or six-monthly \(the same price per month\)/)
  })
})

describe('a thing we do not offer, asked beside the posts or a price', () => {
  it.each([
    ['We want a new website plus the Basic plan, total cost?', "No, we don't offer website design."],
    ['how much for a logo?', "No, we don't offer logo design:"],
    ['What is the quote for a full rebrand alongside Pro?', "No, we don't offer rebrands or logo design:"],
    [
      'Any price for a brand guideline document with the posts?',
      "No, we don't offer brand identity or logo design:",
    ],
    ['we are after a proper logo and 20 posts a month, whats best', "No, we don't offer logo design:"],
    ['Can we have quarterly strategy meetings included?', "No, we don't offer consultancy"],
  ])('%j', (question, opening) => {
    expect(response(question).startsWith(opening)).toBe(true)
  })

  it('a logo shown on every post is the brand answer, not branding work', () => {
    expect(response('we need a logo on every post, is that ok?')).toMatch(/^Yes, the posts match your brand/)
  })
})

describe('how often work is done is no billing period', () => {
  it.each([
    [
      'Could you post our long YouTube videos weekly, and what does that cost?',
      /^No, we don't make long-form YouTube videos/,
    ],
    [
      'Do you do weekly in-person meetings at our office for the Pro plan?',
      /^No, we don't offer meetings in person/,
    ],
  ])('%j', (question, opening) => {
    expect(response(question)).toMatch(opening)
  })

  it('paying weekly is still the billing periods’ no', () => {
    expect(response('Can I pay for my weekly posts weekly?')).toMatch(/^No, we bill monthly or six-monthly/)
  })
})

describe('a visitor looking for a service is not describing their own business', () => {
  it.each([
    ['I am looking for a photographer to come round to the salon', /^No, we don't offer photography/],
    ['we are also after a web designer for our new site', /^No, we don't offer website design/],
    ["we're hoping for a podcast, could you do that", /^No, we don't offer podcast production/],
  ])('%j', (question, opening) => {
    expect(response(question)).toMatch(opening)
  })

  it.each(['we are a photography studio, is instagram covered', "we're a PR firm, is LinkedIn covered?"])(
    'their own trade is still no request: %j',
    (question) => {
      expect(response(question)).not.toMatch(/^No, we don't offer/)
    },
  )
})

describe('more branding work, asked beside a plan or a price', () => {
  it.each([
    ['Does the Pro plan come with a free logo?', 'logo design'],
    ['We would love branded t-shirts for the staff, could you price them?', 'merchandise design'],
    ['could you design the packaging for our candles as well as the posts', 'packaging or label design'],
    ['can u knock up a 10 page brand book with the posts', 'brand identity or logo design'],
    ['Could you create our email signatures as part of the package?', 'business card or stationery design'],
  ])('%j', (question, name) => {
    expect(firstSentence(response(question))).toBe(
      `No, we don't offer ${name}: we design social media posts, and they match your brand.`,
    )
  })

  it.each([
    'Will our brand book be followed in every post?',
    'What does the most popular label on the pricing mean?',
    'Is there a board meeting we could present the plans at?',
  ])(
    'the visitor’s own brand book, or a word that only looks like one, is no branding work: %j',
    (question) => {
      expect(response(question)).not.toMatch(/^No, we don't offer (brand|packaging|printing)/)
    },
  )
})

describe('other work near the posts, asked with a plan or a price', () => {
  it.each([
    [
      'Would you handle our customer emails on the Pro tier?',
      /^No, we don't offer replying to comments, messages or reviews/,
    ],
    ['can you do a new chalkboard menu design each season, cost?', /^No, we don't offer printing/],
    ['How much to write our Instagram bio and do highlight covers?', /^No, we don't offer profile set-up/],
  ])('%j', (question, opening) => {
    expect(response(question)).toMatch(opening)
  })

  it('posting more times a month than our largest plan is its no', () => {
    expect(response('could you post 45 times a month on Facebook for us?')).toMatch(
      /^No, our largest plan is Premium/,
    )
  })
})

describe('a thing we do not offer comes before a trial or a billing period', () => {
  it.each([
    [
      'Can I trial your logo design service free first?',
      /^No, we don't offer logo design/,
      /No, we don't offer a free trial/,
    ],
    [
      'Is there a free trial for the Facebook ads management?',
      /^No, we don't offer paid advertising/,
      /free trial/,
    ],
    [
      'if we paid annually would Snapchat be included?',
      /^No, we don't post to Snapchat/,
      /No, we bill monthly or six-monthly/,
    ],
    [
      'Can we pay quarterly for a website build?',
      /^No, we don't offer website design/,
      /No, we bill monthly/,
    ],
  ])('%j', (question, opening, then) => {
    const text = response(question)
    expect(text).toMatch(opening)
    expect(text).toMatch(then)
  })

  it('a trial alone keeps its own no', () => {
    expect(response('can we try it free for two weeks first?')).toMatch(/^No, we don't offer a free trial/)
  })
})

describe('a service level agreement is a no, with how fast the team replies', () => {
  it.each([
    'Do you sign an SLA for response times?',
    'we need a service level agreement before procurement approves',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toBe("No, we don't offer a service level agreement: there are no contracts.")
    expect(text).toMatch(/within 24 hours/)
  })
})

describe('more work we do not sell, beside a plan, a discount or a period', () => {
  it.each([
    [
      'Could you run an SMS marketing campaign for our gym on Pro?',
      /^No, we don't offer SMS or text message marketing/,
    ],
    [
      'do u send text messages to my customers with the deals',
      /^No, we don't offer SMS or text message marketing/,
    ],
    ['Can you lay out our yearly report for the trustees, with a discount?', /^No, we don't offer printing/],
    [
      'what do billboards cost if we use your designs',
      /^No, we don't offer TV, radio or billboard advertising/,
    ],
  ])('%j', (question, opening) => {
    expect(response(question)).toMatch(opening)
  })

  it('approving by text message stays the approvals’ no', () => {
    expect(response('is it ok if i approve each post by text message instead')).toMatch(
      /^No, we don't take approvals by text message/,
    )
  })
})

describe('a logo or brand strategy asked as something to buy', () => {
  it.each([
    ['logo n posts bundle, how much?', 'logo design'],
    ['Would we get a discount if we buy a logo with the Pro plan?', 'logo design'],
    ['Is branding strategy part of the Premium package?', 'brand identity or logo design'],
    ['Is a business card design in the Basic plan?', 'business card or stationery design'],
  ])('%j', (question, name) => {
    expect(firstSentence(response(question))).toBe(
      `No, we don't offer ${name}: we design social media posts, and they match your brand.`,
    )
  })

  it.each([
    'Will my logo and posts look consistent across channels?',
    'Do you follow our brand guidelines, is that included?',
    'can you get the logo on every post',
  ])('the visitor’s own logo or guidelines are no branding work: %j', (question) => {
    expect(response(question)).not.toMatch(/^No, we don't offer (logo|brand)/)
  })
})
