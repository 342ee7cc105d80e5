/** The thirteenth half's kinds of failure in faq, billing, revisions, add-ons and reviews, in new wordings. */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { response } from './answer-test-support.ts'
import { CUSTOMER_CONTACT } from './catalogue-text.ts'
import { cannedReply, messageKind } from './responder.ts'

describe('a tool the visitor uses is not an app of ours', () => {
  it.each([
    'why should we pay u when we could just use hootsuite ourselves',
    'whats the point of paying you over doing it myself with canva',
    'why hire you instead of a posting tool?',
  ])('%j is us against doing it yourself', (question) => {
    expect(response(question)).toMatch(/do-it-yourself tools still needed hours every week/)
    expect(response(question)).not.toMatch(/mobile app/)
  })

  it.each([
    'we have a planner app already. what time of day do you publish?',
    'I post with a scheduling app myself, when do you post?',
  ])('%j is when we post, in the plans’ words', (question) => {
    expect(response(question)).toMatch(/best times for your audience/)
    expect(response(question)).not.toMatch(/mobile app/)
  })

  it.each(['do you have a mobile app?', 'is there an app to approve posts'])(
    '%j is still no app',
    (question) => {
      expect(response(question)).toMatch(/^No, we don't have a mobile app\./)
    },
  )
})

describe('a price rise, said in other words, is the terms’ notice', () => {
  it.each([
    'will the prices go up next year? would you warn me',
    'if you make the fee dearer do I get notice',
    'what if the cost gets higher in future, how much warning?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/at least 30 days’ notice by email of any price change/)
  })

  it('a plan that costs more is not a price rise', () => {
    expect(response('is the price higher for premium')).not.toMatch(/notice by email/)
  })
})

describe('a call asked for is the free demo call', () => {
  it.each(['can we hop on a call first?', 'could I book a quick chat before buying?'])('%j', (question) => {
    expect(messageKind(question)).toBe('booking')
  })

  it('the booking reply says demo call, the site’s name for it', () => {
    expect(cannedReply('booking').response).toMatch(/free demo call/)
  })
})

describe('asking for changes to one post is revisions', () => {
  it.each([
    'how often can I request edits on a single post',
    'how many times can i ask u to amend one design',
    'can I ask you for changing my post more than once',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/^Unlimited\./)
  })
})

describe('how a customer reaches the team is the support answer', () => {
  it.each([
    'once I’m a client, how do I reach you, is it only via email?',
    'after I sign up how can I message the team?',
  ])('%j', (question) => {
    expect(CUSTOMER_CONTACT.test(normalise(question))).toBe(true)
    expect(response(question)).toMatch(/message us from their dashboard/)
  })
})

describe('a clause without its own subject takes the add-on the question named', () => {
  it.each([
    'carousels, where do they go and how much each?',
    'Carousel: which platforms, and price per post?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/Instagram and LinkedIn only/)
    expect(response(question)).toMatch(/£5 per carousel post/)
    expect(response(question)).not.toMatch(/^No|pay-per-post/)
  })
})

describe('reviews by trade come before a topic word beside them', () => {
  it.each([
    ['any reviews from plumbers for the christmas rush?', /Evans Plumbing/],
    ['got testimonials from hairdressers for seasonal promotions?', /Glow Hair/],
  ])('%j', (question, business) => {
    expect(response(question)).toMatch(business)
  })
})
