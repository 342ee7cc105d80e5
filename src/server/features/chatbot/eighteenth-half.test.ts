/** The eighteenth half's kinds of failure in approvals, plan comparisons and the site's pages, in new wordings. */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { answer, response } from './answer-test-support.ts'

const urls = (question: string) => answer(question)?.sources.map((source) => source.url) ?? []

describe('how often the customer looks at the posts is the review about twice a month', () => {
  it.each([
    'how often must i look at the posts',
    'how often do we go through content',
    'how many times a month i read drafts',
    'do i have to proofread my posts each week or how does it work',
    'how frequently should we vet our content',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/for review about twice a month/)
  })

  it('how often we post is still the posting answer', () => {
    expect(response('how often will you post for my cafe')).toMatch(/at least every 5 days/)
  })

  it('looking at the posts made for others is still the work page', () => {
    expect(urls('can i look at the posts you made for other cafes')).toContain('/our-work')
  })
})

describe('two plans compared: what the dearer one adds, line by line', () => {
  it.each([
    [
      'basic vs premium, whats the real difference?',
      /^Over Basic \(£\d+ a month\), Premium \(£219 a month\) gives you/,
    ],
    ['i have pro, what would premium add?', /^Over Pro \(£\d+ a month\), Premium \(£219 a month\) gives you/],
    ['is pro worth the extra over basic', /^Over Basic \(£\d+ a month\), Pro \(£149 a month\) gives you/],
    ['What would I be missing on Basic that Pro has, on support and stories?', /Over Basic/],
  ])('%j', (question, lead) => {
    expect(response(question)).toMatch(lead)
    expect(urls(question)).toEqual(['/pricing'])
  })

  it("names the dearer plan's support beside the other's", () => {
    const text = response('compare pro and premium for me please')
    expect(text).toMatch(
      /24\/7 support by email and video call, where Pro has priority email and video call support/,
    )
    expect(text).toMatch(/video content planning for Reels and Shorts/)
    expect(text).toMatch(/20 posts a month instead of 10|30 posts a month instead of 20/)
  })

  it('says what the cheaper plan has that the dearer one does not include', () => {
    expect(response('premium versus pro?')).toMatch(
      /Pro also has story content ideas to keep followers engaged, which Premium does not include/,
    )
  })

  it('one feature compared stays that feature, plan by plan', () => {
    expect(response('how is support different between basic and pro')).toMatch(
      /^Basic includes Email support/,
    )
  })
})

describe("the booking reply and its page use the site's 'free demo call'", () => {
  it.each([
    'where can i set up a demo?',
    'how do I book a call with your team',
    'which page do I use to arrange an intro call',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/free demo call/)
    expect(urls(question)).toContain('/#calendar-booking')
  })

  it.each([
    'how do i arrange a demo with you, and do you charge for it?',
    'where is the booking for the call? is it free',
    'book a call - does that cost anything?',
  ])("a clause asking the call's price borrows the call: %j", (question) => {
    expect(response(question)).toMatch(/free/)
    expect(response(question)).not.toMatch(/£79/)
  })
})

describe('more ways to compare two plans', () => {
  it.each([
    [
      'is the step up from basic to pro mostly more posts?',
      /^Over Basic \(£\d+ a month\), Pro \(£149 a month\) gives you/,
    ],
    [
      'difference between the £79 and the £149 one',
      /^Over Basic \(£\d+ a month\), Pro \(£149 a month\) gives you/,
    ],
  ])('%j', (question, lead) => {
    expect(response(question)).toMatch(lead)
  })

  it.each([
    ['does pro cover everything from basic?', /^Yes, Pro includes everything in Basic, and more\./],
    [
      'premium has all of pro right?',
      /^No, not quite: Premium does not include Pro's story content ideas to keep followers engaged\./,
    ],
  ])('whether the dearer plan holds all of the other: %j', (question, lead) => {
    expect(response(question)).toMatch(lead)
  })
})

describe('short questions about where a page is', () => {
  it.each([
    ['sign in page?', '/auth'],
    ['where can i login to my account', '/auth'],
    ['cookie page pls', '/cookie-policy'],
    ['link to the terms page', '/terms-of-service'],
    ['any page showing the process start to finish?', '/'],
  ])('%j', (question, page) => {
    expect(response(question)).toMatch(/^You'll find it on this page/)
    expect(urls(question)[0]).toBe(page)
  })
})

describe('how long the customer has to answer before a post goes out', () => {
  it.each([
    'we approve on whatsapp, how many hours do we have before it goes out?',
    'review by email ok? how much time do i get before the post goes live',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/24 hours before publishing are held/)
  })
})

describe("an 'audit trail' is no trial", () => {
  it('is not read as a free trial', () => {
    expect(response('do you keep an audit trail of who approved what')).not.toMatch(/free trial/)
    expect(normalise('is there a free trail')).toMatch(/trial/)
  })
})

describe("'pro-rated' is no Pro plan", () => {
  it.each(['is the upgrade pro-rated', 'do you charge pro rata'])('%j', (question) => {
    expect(normalise(question)).not.toMatch(/\bpro\b/)
  })

  it('what changes between two plans is their comparison', () => {
    expect(response('on basic now, what would change with premium?')).toMatch(
      /^Over Basic \(£79 a month\), Premium \(£219 a month\) gives you/,
    )
  })
})
