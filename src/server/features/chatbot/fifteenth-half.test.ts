/** The fifteenth half's kinds of failure in the privacy policy, the terms and cancelling, in new wordings. */
import { describe, expect, it } from 'vitest'
import { response } from './answer-test-support.ts'

describe('fees after giving notice are the notice, not the liability clause', () => {
  it.each([
    'if we quit do we still owe you for the next month',
    'am i liable for any fees once i have cancelled',
    'after cancelling will you still charge me during the notice period',
    'Once we leave, are we on the hook for more payments?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/30 days’ notice/)
    expect(response(question)).not.toMatch(/total liability/)
  })

  it('an outage is still the liability clause', () => {
    expect(response('If Facebook goes down for a day are you liable?')).toMatch(/total liability/)
  })
})

describe('a request to see one’s data is answered within one month', () => {
  it.each([
    'can i get a copy of everything you have on me, how fast',
    'how quickly will u send me the info u keep about me if i ask',
    'We would like to see all the data you hold about us. How long does that take?',
    'Could you wipe everything about my business when I leave?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/we will answer within one month/)
  })

  it('how long data is kept is still retention', () => {
    expect(response('how long do u hang on to my data')).toMatch(/up to six years/)
  })
})

describe('selling or passing on data starts with the policy’s no', () => {
  it.each([
    'do u sell our emails to advertisers',
    'would you ever make money from our customer data',
    'Is our mailing list ever sold on?',
    'will you hand our contact list to another company for cash',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/^No, we never sell your personal data\./)
  })

  it('sharing without money is the sharing section', () => {
    expect(response('do you share my details with other companies')).toMatch(/^We share data only with/)
  })
})

describe('data abroad leads with its safeguards', () => {
  it.each(['is my data stored in the US', 'do you send our info abroad', 'where are your servers located?'])(
    '%j',
    (question) => {
      expect(response(question)).toMatch(/^Where data is processed outside the UK, we use safeguards/)
    },
  )

  it('a UK team question is not about data', () => {
    expect(response('are the designers in the uk or overseas')).not.toMatch(/safeguards/)
  })
})

describe('a visitor setting our terms beside an agency’s gets the comparison’s row', () => {
  it.each([
    ['Our old agency tied us in for 9 months. What is the commitment here?', /6 to 12 months/],
    ['We are on a 12 month deal with our agency, can we cancel you any time?', /6 to 12 months/],
    [
      'the agency charged us an onboarding fee, do you?',
      /Set-up fee: with us, no; with a typical agency, yes/,
    ],
  ])('%j', (question, row) => {
    expect(response(question)).toMatch(/How we compare with a typical agency, on our home page/)
    expect(response(question)).toMatch(row)
  })

  it('an agency reselling to its clients gets no comparison', () => {
    expect(response('we are an agency, can we resell your posts to clients')).not.toMatch(/typical agency/)
  })
})

describe('more of the privacy policy and terms in visitors’ words', () => {
  it.each([
    ['whats ur lawful basis for processing our data', /^We use your data to/],
    ['will you put my photos in your own ads', /^We use your data to/],
    ['how do i stop your marketing emails', /opt out at any time/],
    ['is this conversation with the chatbot recorded', /conversations with our website chatbot/],
    ['what happens to our information after we close the account', /up to six years/],
    ['how long do you store my receipts once i leave', /up to six years/],
    ['who makes sure my posts follow tiktok guidelines', /each platform’s rules/],
    ['if i cancel will i lose the content already made for this month', /already paid for/],
    ['when does my notice period begin, on the billing date?', /30 days’ notice/],
    ['do scottish customers get different terms', /Scotland or Northern Ireland/],
    ['how to close the account pls', /Manage My Subscription/],
  ])('%j', (question, must) => {
    expect(response(question)).toMatch(must)
  })
})
