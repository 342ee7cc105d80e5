/**
 * The fifteenth half's honest negatives and other-language messages, each in wordings no evaluation item
 * uses: support asked for at a time a plan does not cover is a 'No' with Premium's 24/7 support; a
 * network we do not post to but use another way (WhatsApp) names that way; a message in another
 * language gets, in plain English, the facts every visitor needs.
 */
import { describe, expect, it } from 'vitest'
import { answer, response } from './answer-test-support.ts'
import { isOtherLanguage, otherLanguageAnswer } from './special-messages.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''
const inOtherLanguage = (message: string) => otherLanguageAnswer(message, answer).response

describe('support at a time a plan does not cover is a no with the plan that covers it', () => {
  it.each([
    ['im on basic, if my post goes wrong on a saturday night who do i contact', 'Basic'],
    ['pro plan: do you reply over the easter weekend?', 'Pro'],
    ["can i get hold of someone on boxing day if i'm on the pro package", 'Pro'],
    ['our salon is open till 9pm - can the basic tier help us after hours?', 'Basic'],
    ["we're on basic, will someone reply if i email at 6am", 'Basic'],
  ])('%j', (question, plan) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(new RegExp(`^No, the ${plan} plan doesn't include 24/7 support`))
    expect(text).toMatch(/Premium \(£219 a month\) includes 24\/7 support/)
  })

  it('says yes on the plan that covers every hour', () => {
    expect(response('does premium cover support at midnight')).toMatch(
      /^Yes, the Premium plan includes 24\/7 support/,
    )
  })

  it.each([
    'if something breaks at 2am is anyone there',
    'is your team around at 7am',
    'can I email you on a bank holiday and get an answer',
  ])('%j, with no plan named, says only Premium first', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^Only Premium includes 24\/7 support/)
    expect(text).toMatch(/within 24 hours/)
    expect(text).not.toMatch(/fresh post|seasonal/)
  })

  it.each(['can you help with our christmas posts', 'can you schedule a post for 7am on saturdays'])(
    '%j is about posts, not support hours',
    (question) => {
      expect(response(question)).not.toMatch(/24\/7/)
    },
  )
})

describe('WhatsApp: we do not post there, but posts are approved on it', () => {
  it.each([
    'could you put our posts on whatsapp status every week',
    'can u share our offers in the village whatsapp group',
    'do you post in whatsapp communities',
    'do you do whatsapp',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't post to WhatsApp/)
    expect(text).toMatch(/approve or comment through our platform, by email or on WhatsApp/)
    expect(text).not.toMatch(/Facebook groups/)
    expect(answer(question)?.sources.map((source) => source.url)).toContain('/')
  })

  it.each(['can I approve posts on whatsapp', 'out on jobs all day, can i okay the posts on whatsapp'])(
    '%j is the way we take approvals, not a no',
    (question) => {
      const text = response(question)
      expect(text).not.toMatch(/^No\b/)
      expect(text).not.toMatch(/hiring/)
      expect(text).toMatch(/on WhatsApp/)
    },
  )

  it('names no other network in the no to Telegram', () => {
    expect(response('can u do posts for our telegram channel')).not.toMatch(/WhatsApp/)
  })
})

describe('a message in another language gets the headline facts in plain English', () => {
  it.each([
    'Bonjour, je voudrais des informations sur vos services',
    'Hola, ¿tienen soporte los domingos?',
    'Gibt es eine Mindestlaufzeit?',
  ])('%j', (message) => {
    expect(isOtherLanguage(message)).toBe(true)
    const text = inOtherLanguage(message)
    expect(text).toMatch(/^Sorry, I can only answer in English\. Please ask/)
    expect(text).toMatch(/from £79 a month/)
    expect(text).toMatch(/no contracts \(you can cancel anytime with 30 days' notice\)/)
    expect(text).toMatch(/30-day money-back guarantee/)
  })

  it.each([
    ['C’è un vincolo minimo?', /30 days/],
    ['¿Hay permanencia mínima?', /30 days/],
  ])('%j reads a minimum term as the contract', (message, expected) => {
    expect(inOtherLanguage(message)).toMatch(expected)
  })

  it.each([
    "Est-ce qu'il y a un engagement minimum ?",
    'Posso disdire quando voglio?',
    'Je peux annuler à tout moment ?',
  ])('%j is known as another language by its common words', (message) => {
    expect(isOtherLanguage(message)).toBe(true)
    expect(inOtherLanguage(message)).toMatch(/30 days' notice/)
  })

  it.each([
    ['Können Sie auch auf LinkedIn posten?', /LinkedIn Company Page/],
    ['Hay soporte 24 horas?', /within 24 hours/],
    ['Kann ich jederzeit kündigen?', /30 days’ notice/],
  ])('%j is answered from the catalogue, a name of ours read in any language', (message, expected) => {
    expect(inOtherLanguage(message)).toMatch(/^Sorry, I can only answer in English\. Here is what/)
    expect(inOtherLanguage(message)).toMatch(expected)
  })

  it('keeps a question it can read answered from the catalogue', () => {
    expect(inOtherLanguage('¿Cuánto cuesta el plan Premium?')).toMatch(/only answer in English[\s\S]*£219/)
  })
})
