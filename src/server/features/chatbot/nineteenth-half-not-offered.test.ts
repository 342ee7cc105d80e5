/**
 * The nineteenth half's honest negatives, each in wordings no evaluation item uses: a thing we do not
 * offer decides the first sentence when the question also asks a quantity, a brand word or a discount;
 * branding work (a logo, a brand identity, a rebrand, business cards) is a 'no' with the posts that
 * match the visitor's brand; a billing period we do not offer, asked with a discount, is the billing
 * periods' 'no'.
 */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { factAnswer } from './fact-answer.ts'

const EMAIL = 'support@example.invalid'
const response = (question: string) => factAnswer(question, normalise(question), EMAIL)?.response ?? ''
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''

describe('a network we do not post to comes before the number of posts asked', () => {
  it.each([
    ['could u do 3 posts a day on snapchat for our cafe', 'Snapchat'],
    ['Can you post to Pinterest twice a week for us?', 'Pinterest'],
    ['Would you post on Nextdoor 5 times a week?', 'Nextdoor'],
  ])('%j', (question, network) => {
    const text = response(question)
    expect(firstSentence(text)).toBe(`No, we don't post to ${network}.`)
    expect(text).toMatch(/We post to Facebook, Instagram/)
  })

  it('a daily WhatsApp status is a no, with the way we do use WhatsApp', () => {
    const text = response('will u put something on our whatsapp status each day?')
    expect(firstSentence(text)).toBe("No, we don't post to WhatsApp.")
    expect(text).toMatch(/approve/)
  })

  it('the posts a week on a channel we do post to keep their answer', () => {
    expect(response('Can you post to Instagram twice a week for us?')).toMatch(
      /^That is about 9 posts a month/,
    )
  })
})

describe('branding work is a no, with the posts that match the brand', () => {
  it.each([
    ['Is a logo refresh included in the Pro plan?', 'logo design'],
    ['our cafe logo could do with a facelift, can you help?', 'logo design'],
    ['can u redesign our old logo while ur doing the posts', 'logo design'],
    ['Do you do a rebrand for a small bakery, new brand guidelines and all?', 'rebrands or logo design'],
    ['Would you be able to create brand guidelines for our practice?', 'brand identity or logo design'],
    ['Can you design our business cards as part of the plan?', 'business card or stationery design'],
  ])('%j', (question, name) => {
    const text = response(question)
    expect(firstSentence(text)).toBe(
      `No, we don't offer ${name}: we design social media posts, and they match your brand.`,
    )
    expect(text).toMatch(/colours, fonts and logo/)
    expect(text).toMatch(/custom-designed posts/)
  })

  it.each([
    'Will the posts use my logo and brand colours?',
    'We are doing a rebrand next month, can the posts switch to the new look?',
    'If I send you our brand guidelines will you follow them?',
  ])('the visitor’s own brand, used in the posts, is no branding work: %j', (question) => {
    expect(response(question)).not.toMatch(/^No, we don't offer/)
  })
})

describe('a billing period we do not offer, asked with a discount, is the billing periods’ no', () => {
  it.each([
    'If we pay for one year at once, is it cheaper?',
    'any discount for paying 1 year upfront',
    'Could we settle the year in one go for a reduced rate?',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we bill monthly or six-monthly \(the same price per month\)/)
  })
})
