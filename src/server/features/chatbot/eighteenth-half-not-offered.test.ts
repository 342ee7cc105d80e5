/**
 * The eighteenth half's honest negatives and add-on prices, each in wordings no evaluation item uses:
 * a second topic word (a video call, a booking) never takes the phone's 'No' away; every part of a
 * question in another language gets its fact; an add-on named with a cost word gets its price; paying
 * on invoice, an NDA and SEO beyond the blog articles are a 'No' with the nearest offer.
 */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { answer, EMAIL, response } from './answer-test-support.ts'
import { contactWayNotOffered } from './not-offered-contact.ts'
import { isOtherLanguage, otherLanguageAnswer } from './special-messages.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''
const inOtherLanguage = (message: string) => otherLanguageAnswer(message, answer).response
const phoneNo = (question: string) => contactWayNotOffered(normalise(question), EMAIL)?.response ?? ''

describe('a video call named beside a phone line does not take its no away', () => {
  it.each([
    "Is there a landline number instead? Video calls aren't my thing.",
    'can i speak to someone on the phone rather than a video call',
    'Not keen on video chats, can I just phone you?',
    'quick one, can i give u a bell if the posts go wrong',
    'Could I give the team a quick ring tomorrow morning?',
  ])('%j', (question) => {
    const text = phoneNo(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer support by phone/)
    expect(text).toMatch(/by email at support@example\.invalid[\s\S]*video call/)
  })

  it.each([
    'can I video call you',
    'can we do a video call on my phone',
    'book a video chat for Thursday please',
  ])('a video call alone asks for what we have: %j', (question) => {
    expect(phoneNo(question)).toBe('')
  })
})

describe('every part of a question in another language gets its fact', () => {
  it.each([
    ['¿Cuánto cuestan las publicaciones del plan más económico y puedo cancelar cuando quiera?', /£79/],
    ['Combien coûte le forfait le moins cher et je peux annuler quand je veux ?', /£79/],
    ['Quanto costa il piano più economico e posso disdire quando voglio?', /£79/],
  ])('the cheapest plan and cancelling: %j', (message, price) => {
    expect(isOtherLanguage(message)).toBe(true)
    const text = inOtherLanguage(message)
    expect(text).toMatch(/^Sorry, I can only answer in English\. Here is what/)
    expect(text).toMatch(price)
    expect(text).toMatch(/cancel/)
  })

  it.each(['¿Puedo llamar por teléfono a alguien?', 'Kann ich Sie per Telefon anrufen?'])(
    'a phone call asked in another language is a no: %j',
    (message) => {
      expect(inOtherLanguage(message)).toMatch(/No, we don't offer support by phone/)
    },
  )
})

describe('an add-on named with a cost word gets its price', () => {
  it.each([
    ['the monthly report thing, is that an extra charge', /Reports and analytics[\s\S]*£12 a month/],
    ['carousels additional cost??', /Carousel posts[\s\S]*£5 per carousel post/],
    ['videos extra fee?', /Short-form videos[\s\S]*4 for £79/],
    ['is performance reporting an additional charge', /£12 a month/],
    ['extra cost for a second channel?', /each additional channel is £15 a month/],
  ])('%j', (question, price) => {
    expect(response(question)).toMatch(price)
  })

  it.each([
    'any hidden fees on the reels add-on?',
    'is there any extra cost',
    'extra costs besides the channels and add-ons?',
  ])('hidden fees are still hidden fees: %j', (question) => {
    expect(response(question)).toMatch(/^None: there are no hidden fees/)
  })
})

describe('paying on account, an NDA and SEO beyond the blog are a no with the nearest offer', () => {
  it.each([
    'our finance dept needs to pay on invoice, is that ok',
    'Do you accept purchase orders from councils?',
    'can you invoice us each month instead of taking a card',
  ])('paying on invoice: %j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't take payment by invoice or purchase order/)
    expect(text).toMatch(/by card at checkout/)
  })

  it.each([
    'We would need a non-disclosure agreement signed first',
    'can u sign our NDA before we send the logo',
  ])('an NDA: %j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer signed non-disclosure agreements/)
    expect(text).toMatch(/access to customer data is limited/)
  })

  it('SEO other than the blog articles', () => {
    const text = response('can you do SEO on our site apart from the blog articles?')
    expect(firstSentence(text)).toMatch(/^No, we don't offer SEO work on your website/)
    expect(text).toMatch(/SEO blog articles add-on/)
  })
})

describe('more services and ways we do not offer, each a no first', () => {
  it.each([
    ['could we get yearly invoicing for our books', /^No, we bill monthly or six-monthly/],
    [
      'can you automate the DMs on our insta',
      /^No, we don't offer replying to comments, messages or reviews/,
    ],
    ['do you set up auto-responders for facebook messages', /^No, we don't offer replying to comments/],
    ['will the posts go live within 24 hours of me sending a photo', /^No, we don't offer same-day posts/],
    ['Could we have a named copywriter for our brand?', /^No, we don't offer a dedicated copywriter/],
  ])('%j', (question, no) => {
    expect(firstSentence(response(question))).toMatch(no)
  })

  it('a chat on WhatsApp with the team is a no, with the ways we do have', () => {
    const text = phoneNo('can we chat to your team over whatsapp when something breaks')
    expect(firstSentence(text)).toMatch(/^No, we don't offer support on WhatsApp/)
    expect(text).toMatch(/approve your posts on WhatsApp/)
  })

  it('a feedback change within 48 hours is not a same-day post', () => {
    expect(response('if I send feedback on a post, is it changed within 48 hours?')).not.toMatch(
      /same-day posts/,
    )
  })
})

describe("a non-native speaker's wordings of what we do not offer", () => {
  it.each([
    ['you build for us the new website maybe?', /^No, we don't offer website design/],
    ['can your team handle the customer emails for our salon', /^No, we don't offer replying to comments/],
    [
      'only two post in the week, there is cheaper plan for this?',
      /^No, we don't have a plan with fewer than 10 posts a month/,
    ],
  ])('%j', (question, no) => {
    expect(firstSentence(response(question))).toMatch(no)
  })

  it('two posts a week without asking for less is answered with the plan that covers it', () => {
    expect(response('we want two posts a week')).toMatch(/^That is about 9 posts a month: the Basic plan/)
  })

  it("the visitor's own email to us is not a service we refuse", () => {
    expect(response('will you answer my email quickly')).not.toMatch(/^No, we don't offer replying/)
  })
})
