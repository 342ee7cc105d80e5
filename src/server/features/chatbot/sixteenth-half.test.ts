/** The sixteenth half's kinds of failure in plan features and the site's pages, in new wordings. */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { answer, response } from './answer-test-support.ts'

const urls = (question: string) => answer(question)?.sources.map((source) => source.url) ?? []

const IN_PERSON_NO = /meetings in person/

describe('office hours are support hours, not a visit', () => {
  it.each([
    ['is support only in office hours on the pro plan?', /^The Pro plan doesn't include 24\/7 support/],
    ['do u answer msgs outside office hrs if im on basic', /Basic plan doesn't include 24\/7 support/],
    [
      'I am in Premium, the support is all the time or only working hours?',
      /^The Premium plan includes 24\/7/,
    ],
    ['Is Basic support only during the working week?', /^The Basic plan doesn't include 24\/7 support/],
    [
      'Is your support limited to business hours, or does any plan include out-of-hours cover?',
      /Premium .*24\/7 support/,
    ],
    ['whats ur office hours for support', /Premium includes 24\/7 support/],
  ])('%j', (question, must) => {
    expect(response(question)).toMatch(must)
    expect(response(question)).not.toMatch(IN_PERSON_NO)
  })

  it('a visit to an office is still the honest no', () => {
    expect(response('our office is in leeds, can your team come to our office')).toMatch(IN_PERSON_NO)
    expect(response('where is your office? can i come and see you')).toMatch(IN_PERSON_NO)
  })

  it("the visitor's customers' messages out of hours are still a service we do not offer", () => {
    expect(response('can you answer our customers messages outside office hours')).toMatch(
      /^No, we don't offer replying to comments/,
    )
  })
})

describe('24 hour support is round the clock', () => {
  it.each([
    // A helpline is a phone line: its honest no comes first, then Premium's 24/7 support.
    [
      'Which plan has a 24 hour helpline?',
      /^No, we don't offer support by phone.*Only Premium includes 24\/7/,
    ],
    ['any plan with 24hr support?', /^Premium .*24\/7/],
    ['does pro come with 24-hour support', /^No, the Pro plan doesn't include 24\/7 support/],
  ])('%j', (question, must) => {
    expect(response(question)).toMatch(must)
  })

  it('a reply within 24 hours stays a time', () => {
    expect(normalise('do you reply within 24 hours')).not.toMatch(/24\/7/)
  })
})

describe("an office in a question about jobs is the job's place of work", () => {
  it.each([
    'The writer role on your careers page, I need come to office?',
    'the jobs u advertise, do i need to live near ur office?',
    'For the social media manager role, is there any office attendance expected?',
    'Work at your company is from home or I go to office every day?',
    'Do I need to go into the studio for the video content creator job?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/Remote \/ UK/)
    expect(response(question)).not.toMatch(IN_PERSON_NO)
    expect(urls(question)).toContain('/careers')
  })

  it('a role is found by the last word of its title', () => {
    expect(response('saw careers page, the writer job is remote?')).toMatch(/^Email Content Writer \(/)
  })

  it('wanting to work for the company is a job question', () => {
    expect(urls('I would like to work for your company but I live in Spain, is that ok?')).toEqual([
      '/careers',
    ])
  })
})

describe('included or extra is a plan feature, not its price', () => {
  it.each([
    ['is reels in premium or extra cost', /^Yes, the Premium plan includes Video content planning/],
    ['carousel included in premium or pay on top?', /^No, no plan includes Carousel posts/],
  ])('%j', (question, must) => {
    expect(response(question)).toMatch(must)
  })

  it('the price of videos on a plan is still the add-on price', () => {
    expect(response('how much are videos on pro')).toMatch(/£79/)
  })
})

describe('a plan word after "posts on" is no network', () => {
  it.each([
    ['how many posts on the cheapest and does it come with reports', /10 posts a month/],
    ['how many posts on the middle one', /20 posts a month/],
  ])('%j', (question, must) => {
    expect(response(question)).toMatch(must)
    expect(response(question)).not.toMatch(/we don't post to/)
  })
})

describe("support asked per plan is each plan's own kind of support", () => {
  it.each([
    [
      'what is the difference in support between pro and premium',
      /^Pro includes Priority email and video call support; Premium includes 24\/7 support/,
    ],
    ['is support included in every plan?', /^Every plan includes support: Basic includes Email support;/],
    ['does basic come with any support at all', /^The Basic plan includes Email support\./],
  ])('%j', (question, must) => {
    expect(response(question)).toMatch(must)
  })

  it('one kind of support asked is still that kind', () => {
    expect(response('does basic get video call support')).toMatch(
      /^No, the Basic plan doesn't include video call support/,
    )
  })
})
