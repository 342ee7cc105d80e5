/** The eighteenth half's kinds of failure in approvals, plan comparisons and the site's pages, in new wordings. */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { factAnswer } from './fact-answer.ts'

const EMAIL = 'support@example.invalid'
const answer = (question: string) => factAnswer(question, normalise(question), EMAIL)
const response = (question: string) => answer(question)?.response ?? ''
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
    ['basic vs premium, whats the real difference?', /^Premium \(£219 a month\) gives you, over Basic/],
    ['i have pro, what would premium add?', /^Premium \(£219 a month\) gives you, over Pro/],
    ['is pro worth the extra over basic', /^Pro \(£149 a month\) gives you, over Basic/],
    ['What would I be missing on Basic that Pro has, on support and stories?', /over Basic/],
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
