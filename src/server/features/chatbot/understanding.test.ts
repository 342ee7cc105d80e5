import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { beyondLimits } from './beyond-limits.ts'
import { clausesOf, factAnswer } from './fact-answer.ts'
import { planFeatureAnswer } from './plan-features.ts'
import { reviewsAbout } from './review-topics.ts'

const EMAIL = 'support@example.invalid'
const answer = (question: string) => factAnswer(question, normalise(question), EMAIL)

describe('questions asking two facts', () => {
  it('splits a question into its clauses, and leaves a single question whole', () => {
    expect(clausesOf("What's your entry-level price, and what does the top tier come to?")).toEqual([
      "What's your entry-level price",
      'what does the top tier come to',
    ])
    expect(clausesOf('Do you post to Facebook and Instagram?')).toEqual([])
  })

  it('answers both facts, in the order asked', () => {
    const reply = answer('How much is Basic and how many posts do I get on Pro?')
    expect(reply?.response).toMatch(/£79[\s\S]*20 posts/)
  })

  it('cites a page the question names', () => {
    const reply = answer('Your homepage mentions a money-back guarantee. What are the conditions?')
    expect(reply?.sources.map((source) => source.url)).toContain('/')
  })
})

describe('what each plan includes', () => {
  it.each([
    ['Which plan gives me ideas for stories?', /Pro \(£149 a month\) includes Story content ideas/],
    ['which plan helps me plan reels', /Premium \(£219 a month\) includes Video content planning/],
    ['Are unlimited revisions in every tier?', /every plan includes Unlimited revisions/],
    [
      'Basic plan have 24/7 support?',
      /^No, the Basic plan doesn't include 24\/7 support: it comes with Email support/,
    ],
    ['are reels included in basic', /^No, [\s\S]*Short-form videos/],
  ])('%j', (question, expected) => {
    expect(planFeatureAnswer(normalise(question))?.response).toMatch(expected)
  })

  it('leaves add-on prices to the add-on answer', () => {
    expect(planFeatureAnswer(normalise('how much are videos on the pro plan'))).toBeUndefined()
  })
})

describe('asking beyond our limits', () => {
  it.each([
    ['You post 3 times every day for me?', /^No, our largest plan is Premium: 30 posts/],
    ['can u post twice a day', /^No, our largest plan/],
    ['unlimited posts plan', /^No, our largest plan/],
    ['Can the money-back guarantee be extended to 60 days?', /^No, our money-back guarantee lasts 30 days/],
    ['can i get a refund after 2 months', /^No, our money-back guarantee lasts 30 days/],
    ['same day edits possible', /^No, we don't offer same-day edits[\s\S]*48 hours/],
    ['Could we get weekly performance reports?', /^No, our reports are monthly[\s\S]*£12/],
    ['We require 60-day payment terms on invoice', /^No, we don't offer payment terms[\s\S]*in advance/],
    [
      'Will you match a cheaper quote from another agency?',
      /^No, we don't match or negotiate prices[\s\S]*£79/,
    ],
    ['can i get 3 carousel posts', /^No, carousel posts come in packs of 2, 4, 6, 8, 10/],
    ['free extra channel for the 1st month', /^No, we don't offer a free month[\s\S]*£15/],
    ['I need posts in 2 days for an event', /^No, we can't promise posts that soon[\s\S]*5 business days/],
  ])('%j', (question, expected) => {
    expect(beyondLimits(normalise(question))?.response).toMatch(expected)
  })

  it('answers a quantity within our plans with the plan that covers it', () => {
    expect(beyondLimits(normalise('we want 2 posts per week'))?.response).toMatch(
      /^That is about 9 posts a month: the Basic plan/,
    )
  })

  it('says nothing about questions within our limits', () => {
    for (const question of ['Is the guarantee 30 days?', 'how fast are revisions', 'how much are reports'])
      expect(beyondLimits(normalise(question)), question).toBeUndefined()
  })
})

describe('honest negatives for names and services we do not sell', () => {
  it.each([
    [
      'Do you post to TripAdvisor or Yelp on our behalf?',
      /^No, we don't post to Tripadvisor or Yelp[\s\S]*Google Business/,
    ],
    [
      'Is a podcast production service available?',
      /^No, we don't offer podcast production[\s\S]*Short-form videos/,
    ],
    [
      'Do you provide an hourly social media consultancy service?',
      /^No, we don't offer consultancy[\s\S]*demo/,
    ],
    [
      'Can you carry out a full SEO audit of our website?',
      /^No, we don't offer audits[\s\S]*SEO blog articles/,
    ],
    ['can you build me a website', /^No, we don't offer website design/],
    ['Is there an app?', /^No, we don't have a mobile app/],
  ])('%j', (question, expected) => {
    expect(answer(question)?.response).toMatch(expected)
  })

  it('answers a question about our billing without a no', () => {
    expect(
      answer('Would each additional channel be billed monthly or as a one-off charge?')?.response,
    ).toMatch(/^Fees are charged[\s\S]*renew automatically/)
    expect(answer('In which currency are fees charged?')?.response).toMatch(/pounds sterling, in advance/)
  })
})

describe('reviews by trade or place', () => {
  it('finds the customers a question names by trade or region', () => {
    expect(reviewsAbout(normalise('reviews from healthcare practices')).map((r) => r.business)).toEqual([
      'Clarke Physiotherapy, Norwich',
    ])
    expect(reviewsAbout(normalise('any customer from Scotland?')).map((r) => r.business)).toEqual([
      'Heather & Thistle Florist, Edinburgh',
    ])
    expect(reviewsAbout(normalise('how much is Pro?'))).toEqual([])
  })
})
