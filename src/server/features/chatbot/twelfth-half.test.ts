/** The twelfth half's kinds of failure (decision 0054), each in wordings no evaluation item uses. */
import { describe, expect, it } from 'vitest'
import { intentScore } from '#shared/chatbot/intent-score.ts'
import { normalise } from '#shared/chatbot/normalise.ts'
import { response } from './answer-test-support.ts'
import { isReadyBuyer } from './special-messages.ts'

describe('one plan, named by a word or its price, is answered alone', () => {
  it.each([
    ['whats the dearest plan and how many posts', /Premium plan costs £219/, /£79|£149/],
    ['cost for the biggest plan and number of posts pls', /Premium plan costs £219/, /£79|£149/],
    ['what u get for 219 pound?', /Premium plan costs £219/, /£79|£149/],
    ['what do i get for £149', /Pro plan costs £149/, /£79|£219/],
    ['is the 149 quid one any good, how many posts', /Pro plan costs £149 a month for 20 posts/, /£79|£219/],
  ])('%j', (question, must, mustNot) => {
    expect(response(question)).toMatch(must)
    expect(response(question)).not.toMatch(mustNot)
  })

  it('a clause that compares plans keeps the others', () => {
    expect(response('Basic has 10 posts. which plan has more than that?')).toMatch(/Premium/)
  })
})

describe('one size of an add-on is answered alone', () => {
  it.each([
    ['price of 12 videos?', /12 Short-form videos a month cost £219/, /£89|£149 and/],
    ['how much are videos, need 8 a month', /8 Short-form videos a month cost £149/, /£89|£219/],
    ['stories price, we need about 30 per month', /30 Stories posts a month cost £129/, /£49|£89/],
    ['blog 1500 words how much', /1500 words for £69/, /£29|£49/],
    ['how much for a 500 word blog', /500 words for £29/, /£49|£69/],
  ])('%j', (question, must, mustNot) => {
    expect(response(question)).toMatch(must)
    expect(response(question)).not.toMatch(mustNot)
  })

  it('several sizes asked together get the whole list', () => {
    expect(response('stories for 10 or 30 a month, prices?')).toMatch(/£49[\s\S]*£129/)
  })
})

describe('a way we do not take, in the visitor’s own words', () => {
  it.each([
    ['can i approve by txt msg', 'text message'],
    ['can I give ok by sms', 'SMS'],
    ['approve over iMessage?', 'iMessage'],
  ])('%j', (question, said) => {
    expect(response(question)).toMatch(new RegExp(`^No, we don't take approvals by ${said}\\.`))
    expect(response(question)).toMatch(/WhatsApp/)
  })

  it.each(['can u post without my ok first', 'just post it, no need to wait for my approval'])(
    '%j is posting without approval',
    (question) => {
      expect(response(question)).toMatch(/^No, we never publish anything you have not seen and approved\./)
    },
  )
})

describe('honest negatives with the nearest offer', () => {
  it.each(['can i have free 2 weeks to test', 'could i try one month free before paying'])(
    '%j is no trial, with the money-back guarantee',
    (question) => {
      expect(response(question)).toMatch(/^No, we don't offer a free trial/)
      expect(response(question)).toMatch(/money-back guarantee/)
    },
  )

  it.each([
    'can i stop during the summer holidays and restart after',
    'stop the plan for december and start again in january?',
  ])('%j is no pause, with cancelling', (question) => {
    expect(response(question)).toMatch(/^No, we don't offer pausing a plan/)
    expect(response(question)).toMatch(/30 days' notice/)
  })

  it.each(['can u promise 1000 followers in 3 months', 'do you guarantee more followers each month'])(
    '%j names the reports add-on',
    (question) => {
      expect(response(question)).toMatch(/^No, we don't guarantee followers/)
      expect(response(question)).toMatch(/Reports and analytics/)
    },
  )

  it('"is there cheaper price if i sign 12 months" says a plan can be cancelled', () => {
    const question = 'is there cheaper price if i sign 12 months'
    expect(response(question)).toMatch(/^No, we bill monthly or six-monthly/)
    expect(response(question)).toMatch(/cancel with 30 days' notice/)
  })

  // A contract named is answered in the site's own words first (thirteenth half).
  it('"discount for yearly contract?" says no contracts, then the billing periods', () => {
    const question = 'discount for yearly contract?'
    expect(response(question)).toMatch(/^No contracts\. You can cancel anytime/)
    expect(response(question)).toMatch(/30 days' notice.*We bill monthly or six-monthly/)
  })

  it('a carousel’s price per post is its price, not pay-per-post', () => {
    expect(response('carousel price per post?')).toMatch(/£5 per carousel post/)
    expect(response('carousel price per post?')).not.toMatch(/^No/)
  })

  it('if I dont like the edits is revisions, not guaranteed likes', () => {
    expect(response('what if i dont like the edits, is there a guarantee')).not.toMatch(/followers, likes/)
  })
})

describe('facts the site states', () => {
  it.each(['billing options in your t&c?', 'what does the terms and conditions say about billing'])(
    '%j is the terms’ fees and billing',
    (question) => {
      expect(response(question)).toMatch(/six-monthly/)
    },
  )

  it.each(['how many posts have you created so far', 'how many clients u got'])(
    '%j is the work page’s figures',
    (question) => {
      expect(response(question)).toMatch(/10K\+ posts created/)
    },
  )
})

describe('paying safely (left last round)', () => {
  it.each(['is checkout secure', 'r card payments safe w u'])(
    '%j is the home page’s pay securely',
    (question) => {
      expect(response(question)).toMatch(/pay securely/)
    },
  )

  it('data kept safe is still the privacy answer', () => {
    expect(response('is my data safe')).not.toMatch(/pay securely/)
  })
})

describe('a negation of buying is research', () => {
  it.each([
    'just looking for now thanks',
    'i dont buy today, only look',
    'not gonna buy rn, just browsing',
    'hi, not redy to purchase now, only reading',
    'having a nose around, wont buy today',
    'i am not buying now, maybe later',
  ])('%j', (question) => {
    expect(isReadyBuyer(normalise(question))).toBe(false)
    expect(intentScore({ visitorMessages: [question], emailGiven: false, pagesSeen: [] })).toBeLessThan(40)
  })

  it('a ready buyer is still one', () => {
    expect(isReadyBuyer(normalise('i want to buy the pro plan now'))).toBe(true)
  })
})
