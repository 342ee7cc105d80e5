import { describe, expect, it } from 'vitest'
import { intentScore } from '#shared/chatbot/intent-score.ts'
import { loadEvalSet, states } from '../../../../tests/support/chatbot-eval.ts'
import { inventedClaims, siteVocabulary, vocabularyOf } from './no-invention.ts'

const site = siteVocabulary('support@postcraft.localhost')

describe('the no-invention guard', () => {
  it("lets an answer state the catalogue's prices, numbers and names", () => {
    expect(
      inventedClaims('The Pro plan costs £149 a month for 20 posts, on Instagram or LinkedIn.', site),
    ).toEqual([])
    expect(inventedClaims('Yes, with a 30-day money-back guarantee on your first order.', site)).toEqual([])
  })

  it('finds a price, a number or a name our content does not hold', () => {
    expect(inventedClaims('A free trial of our Starter plan costs £9 a month.', site)).toEqual([
      '£9',
      'Starter',
    ])
    expect(inventedClaims('We post 45 times a month to Pinterest.', site)).toEqual(['45', 'Pinterest'])
    // A plan and extras added up, stated without its parts: a figure no page holds.
    expect(inventedClaims('Premium with 2 extra channels comes to £249 a month.', site)).toEqual(['£249'])
  })

  it('lets a total stand when the answer adds it up from figures our content holds, and only then', () => {
    expect(
      inventedClaims('Premium with 2 extra channels comes to £249 a month: £219 + 2 × £15 = £249.', site),
    ).toEqual([])
    expect(
      inventedClaims('Basic with reports and 4 carousel posts: £79 + £12 + 4 × £5 = £111.', site),
    ).toEqual([])
    // A wrong sum, or a sum of figures no page holds, is still invented.
    expect(inventedClaims('Premium with 2 extra channels: £219 + 2 × £15 = £259.', site)).toEqual(['£259'])
    expect(inventedClaims('Pro with extras: £149 + £17 = £166.', site)).toEqual(['£17', '£166'])
  })

  it("allows what the visitor's own question says, when the answer repeats it to say no", () => {
    expect(
      inventedClaims("No, we don't post to Pinterest or offer 50 posts.", site, 'Pinterest, 50 posts?'),
    ).toEqual([])
  })

  it("holds the home page's comparison with a typical agency, so its figures are the site's", () => {
    expect(
      inventedClaims('A typical agency asks for a contract of 6 to 12 months and a Set-up fee.', site),
    ).toEqual([])
    expect(inventedClaims('A typical agency asks for a contract of 18 months.', site)).toEqual(['18'])
  })

  it('judges against any text it is given, such as the passages a model was sent', () => {
    const passages = vocabularyOf(['Reports and analytics: £12 a month.'])
    expect(inventedClaims('Reports are £12 a month.', passages)).toEqual([])
    expect(inventedClaims('Reports are £15 a month.', passages)).toEqual(['£15'])
  })
})

describe('the intent table, calibrated on the tuning half of the evaluation set', () => {
  const tuning = loadEvalSet().filter((item) => item.split === 'tuning' && item.kind === 'intent')
  const score = (question: string) =>
    intentScore({ visitorMessages: [question], emailGiven: false, pagesSeen: [] })

  it.each(tuning.filter((item) => item.category === 'intent-buyer'))(
    'scores the ready buyer $question 70 or more',
    (item) => {
      expect(score(item.question)).toBeGreaterThanOrEqual(70)
    },
  )

  it.each(tuning.filter((item) => item.category !== 'intent-buyer'))('scores $question below 40', (item) => {
    expect(score(item.question)).toBeLessThan(40)
  })
})

describe("the evaluation's 'mustNot': a claim made, not a claim denied", () => {
  it('counts a claim the answer makes', () => {
    expect(states('yes, there is a charity discount of 10%.', 'charity discount')).toBe(true)
    expect(states("no, we don't post to tiktok, but a charity discount applies.", 'charity discount')).toBe(
      true,
    )
  })

  it('does not count the claim an honest no names', () => {
    expect(states("no, we don't offer a charity discount. our prices are…", 'charity discount')).toBe(false)
    expect(states('there is no free trial, but every first order…', 'free trial')).toBe(false)
  })

  it('counts it when any one mention states it', () => {
    const text = "we don't offer a free trial. a free trial is included with premium."
    expect(states(text, 'free trial')).toBe(true)
  })
})
