/** The ninth half's kinds of failure (decision 0051), each in wordings no evaluation item uses. */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { answer } from './answer-test-support.ts'

describe('more than a carousel holds, with a word describing the images', () => {
  it.each(['can one carousel take 12 lifestyle photos', 'a carousel with 3 menu pictures, possible?'])(
    '%j is an honest no with the Carousel posts add-on',
    (question) => {
      expect(answer(question)?.response).toMatch(/^No, a carousel post holds 5 to 10 images/)
    },
  )

  it('a number of days before the images is no image count', () => {
    expect(answer('can I send 7 days of product images for carousels')?.response ?? '').not.toMatch(
      /^No, a carousel post holds/,
    )
  })
})

describe('a service we do not sell names the posts every plan has', () => {
  it.each(['can you design a poster for our window', 'do you make leaflets for a letterbox drop'])(
    '%j',
    (question) => {
      expect(answer(question)?.response).toMatch(/^No, we don't offer printing\..*custom-designed posts/)
    },
  )
})

describe('a time is not a price', () => {
  it('less than 24 hours before a post is due asks about revisions', () => {
    const reply = answer('if I send changes less than 24 hours before the post goes live, what then?')
    expect(reply?.response ?? '').not.toMatch(/lowest price/)
  })

  it('less than 50 a month is still below our lowest price', () => {
    expect(answer('is there something less than 50 a month')?.response).toMatch(/^No, our lowest price/)
  })
})

describe('how often we post, asked of a plan or as a commitment', () => {
  it.each([
    'on the pro plan how often will you put something out',
    'how frequently do posts appear with the top package',
    'what posting cadence do you commit to?',
  ])('%j gives the post at least every 5 days', (question) => {
    expect(answer(question)?.response).toMatch(/at least every 5 days/)
  })
})

describe('wordings of cancelling, changes, approval and 24/7', () => {
  it.each([
    ['if we want out, how much warning is needed', /30 days/],
    ['how many times may I request changes before it costs more', /^Unlimited/],
    ['would you publish a post we have not seen', /approve/],
    ['does Pro have support day and night', /24\/7/],
  ])('%j', (question, expected) => {
    expect(answer(question)?.response).toMatch(expected)
  })

  it('reads 24 hours every day as 24/7 and wanting out as cancelling', () => {
    expect(normalise('support 24 hours every day')).toBe('support 24/7')
    expect(mentions(normalise('we want out'), 'cancel')).toBe(true)
  })
})

describe('the home page steps, the legal pages and the sample designs', () => {
  it.each([
    ['what is the 2nd step', /^Step 2 of 4[\s\S]*Tell us about your business/],
    ['tell me the final stage of how it works', /^Step 4 of 4[\s\S]*Review and approve/],
    ['how recent is your privacy notice', /October 2025/],
    ['can I turn them all off, the essential cookies too', /always on/],
    ['if Facebook has an outage, who pays for the lost posts', /outages/],
    ['any examples for a gym or fitness studio?', /Fitness & Wellbeing/],
    ['do you have samples for cleaning companies', /Cleaner|clean/i],
  ])('%j', (question, expected) => {
    expect(answer(question)?.response).toMatch(expected)
  })
})

describe('kinds of thing we do not offer, each with the nearest offer', () => {
  it.each([
    ['what budget for boosting do you include', /^No, we don't offer paid advertising/],
    ['is ad spend part of the price', /^No, we don't offer paid advertising/],
    ['could you write our captions in Turkish', /^No, we don't translate posts/],
    ['are your posts bilingual', /^No, we don't translate posts/],
    ['is it cheaper for more than one business', /^No, we don't offer discounts/],
    ['can a designer pop into our bakery', /^No, we don't offer meetings in person or visits/],
    [
      'will someone be my personal account manager',
      /^No, we don't offer a dedicated account manager[\s\S]*Premium has 24\/7 support/,
    ],
    ['could you host a prize draw on our page', /^No, we don't offer running competitions or giveaways/],
    ['can you come along to our summer fair and post from it', /^No, we don't attend events/],
    ['a cheaper rate if we tie in for 18 months?', /^No contracts/],
    ['do you have an off-peak price', /^No, we don't offer discounts/],
    ['could we be invoiced at the end of the month instead', /^No, we don't offer payment terms/],
    ['would you teach our team to use Instagram', /^No, we don't offer consultancy, training/],
  ])('%j', (question, expected) => {
    const reply = answer(question)
    expect(reply?.response).toMatch(expected)
    expect(reply?.sources.length).toBeGreaterThan(0)
  })

  it.each([
    'can you design a post announcing our prize draw',
    'do you write in British English',
    'can you post about our summer fair',
  ])('%j is not one of them', (question) => {
    expect(answer(question)?.response ?? '').not.toMatch(/^No, we don't (offer running|attend|translate)/)
  })
})
