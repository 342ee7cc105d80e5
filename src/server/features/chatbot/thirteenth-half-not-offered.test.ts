/**
 * The thirteenth half's honest negatives, channels and long messages, each in wordings no evaluation
 * item uses: the 'but' names our service in the site's own words, a plan named is weighed against the
 * posts asked, a contract is answered 'No contracts', and a long story is read by its question.
 */
import { describe, expect, it } from 'vitest'
import { response } from './answer-test-support.ts'
import { questionPart } from './special-messages.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''

describe("the 'but' after a service we do not sell names our posts in the site's words", () => {
  it.each([
    'could you handle our instagram ads budget',
    'will your team answer the dms we get',
    'do u reply to reviews on google for us',
    'can you sort out our tiktok advertising campaign',
  ])('%j', (question) => {
    const text = response(question)
    expect(text).toMatch(/^No, we don't offer/)
    expect(text).toMatch(/custom-designed/)
    expect(text).toMatch(/captions and hashtags/)
  })
})

describe('a plan named is weighed against the posts asked for', () => {
  it.each([
    [
      'does the pro package cover a post each day',
      /^No, the Pro plan gives 20 posts/,
      /Premium plan gives 30/,
    ],
    ['is basic enough for three posts a week', /^No, the Basic plan gives 10 posts/, /Pro plan gives 20/],
    ['can the basic plan do 2 posts a week', /^Yes, that is about 9 posts a month/, /Basic plan gives 10/],
  ])('%j', (question, first, offer) => {
    expect(response(question)).toMatch(first)
    expect(response(question)).toMatch(offer)
  })

  it('a count beyond our largest plan is still its own no', () => {
    expect(response('we want 2 posts a day on premium, doable?')).toMatch(/^No, our largest plan is Premium/)
  })
})

describe('a network of stories is a no with the Stories posts add-on', () => {
  it.each(['are you on snapchat', 'could you do our snap chat too', 'any chance of bereal posts'])(
    '%j',
    (question) => {
      const text = response(question)
      expect(firstSentence(text)).toMatch(/^No, we don't post to (Snapchat|BeReal)/)
      expect(text).toMatch(/Stories posts add-on/)
    },
  )

  it('another network keeps the video add-on alone', () => {
    expect(response('can you post on pinterest')).toMatch(/^No, we don't post to Pinterest/)
    expect(response('can you post on pinterest')).not.toMatch(/Stories/)
  })
})

describe('TikTok and YouTube in the FAQ’s words, once', () => {
  it.each(['tiktok?? my son reckons we need it', 'what about youtube, is that something u do'])(
    '%j',
    (question) => {
      const text = response(question)
      expect(text).toMatch(/^Yes, with our video add-on \(Short-form videos\)/)
      expect(text.match(/TikTok/g)).toHaveLength(1)
    },
  )
})

describe("a discount for a contract is the site's 'No contracts'", () => {
  it.each(['is there a deal for locking in for 12 months', 'cheaper if we sign a two year contract?'])(
    '%j',
    (question) => {
      expect(response(question)).toMatch(/^No contracts\. You can cancel anytime/)
    },
  )

  it('a billing period without a contract keeps the billing answer', () => {
    expect(response('do you do annual billing')).toMatch(/^No, we bill monthly or six-monthly/)
  })
})

describe('a long message is read by its real question', () => {
  const story =
    'right so we run a dog grooming van, my partner does the bookings and the texts, we tried doing ' +
    'instagram and facebook ourselves for a while but it never sticks, '

  it('the text after "long story short" or "my main question is"', () => {
    expect(questionPart(`${story}anyway long story short how much is the cheapest plan`)).toBe(
      'how much is the cheapest plan',
    )
    expect(questionPart(`${story}my main question is: do you write the captions`)).toBe(
      'do you write the captions',
    )
    expect(response(questionPart(`${story}long story short how much is the cheapest plan`))).toMatch(
      /^The Basic plan costs £79/,
    )
  })

  it('the last clause of a run-on story that ends in a question', () => {
    const garage =
      "hiya, we're a family-run garage out past the ring road, my dad started it in the eighties and my " +
      'brother does the workshop and I do the office and the phones, we had a go at facebook last year ' +
      'and it fizzled out, so can we cancel whenever we want?'
    expect(questionPart(garage)).toBe('can we cancel whenever we want?')
  })

  it('a run-on that asks nothing in its last clause is read whole', () => {
    const vague = `${story}and the van broke down twice, you know?`
    expect(questionPart(vague)).toBe(vague)
  })

  it('a short message is left as it is', () => {
    expect(questionPart('Basic or Pro, which one has more posts?')).toBe(
      'Basic or Pro, which one has more posts?',
    )
  })
})
