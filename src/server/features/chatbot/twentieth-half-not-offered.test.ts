/**
 * The twentieth half's honest negatives, in wordings no evaluation item uses: a network named in a
 * question about something else (replying to comments, posts going up unseen, the network called an
 * app) is never answered with the network's yes; a free week or two to try is the trial's 'no'; a
 * cheaper plan without people is a 'no' with our team's checks and the plans' price; a price asked in
 * Polish, Dutch, Swedish, Czech, Romanian or Turkish is read by the glossary.
 */
import { describe, expect, it } from 'vitest'
import { answer, response } from './answer-test-support.ts'
import { isOtherLanguage, otherLanguageAnswer } from './special-messages.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''

describe('a network named in a question about something else', () => {
  it.each([
    'if customers leave comments on our facebook will you reply to them',
    'Folk DM my insta all day asking about prices, could u respond to those?',
    'When someone messages our LinkedIn page do you answer them?',
  ])('replying to comments or messages is a no: %j', (question) => {
    expect(firstSentence(response(question))).toMatch(/^No, we don't offer replying to comments/)
  })

  it.each([
    'Could a post appear on our Facebook without us checking it?',
    'does stuff ever go up on insta without me seeing it',
    'Will something go online on our LinkedIn without my ok?',
  ])('posting unseen is the approval answer: %j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toBe('No, we never publish anything you have not seen and approved.')
    expect(text).toMatch(/approve/)
  })

  it.each([
    ['the threads app by meta, can u post on that', 'Threads'],
    ['Instagram app - is that something you post to?', 'Instagram'],
  ])('a network called an app is the network: %j', (question, network) => {
    const text = response(question)
    expect(text).toMatch(new RegExp(`^Yes, we post to [^.]*${network}`))
    expect(text).not.toMatch(/mobile app/)
  })

  it('an app of ours is still the mobile app’s no', () => {
    expect(response('is there a phone app i can use to approve posts')).toMatch(
      /^No, we don't have a mobile app/,
    )
  })
})

describe('a free week or month to try is the trial’s no', () => {
  it.each([
    'can we have it free for a week and see how we get on',
    'Could I use it free for 2 weeks first?',
    'I like try free first, then pay if good',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer a free trial/)
    expect(text).toMatch(/money-back guarantee/)
  })
})

describe('a cheaper plan without people is a no', () => {
  it.each([
    'Is there a purely automated package that costs less?',
    'we dont need people in the loop, is there an ai-only plan for less money',
    'Any cheaper option without humans, just the robots?',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toBe("No, we don't offer a plan without our team.")
    expect(text).toMatch(/checked by our team/)
    expect(text).toMatch(/£79/)
  })

  it('asking whether AI writes the posts is not a plan question', () => {
    expect(response('is it just AI making the posts?')).not.toMatch(/^No, we don't offer a plan/)
  })
})

describe('the cheapest price asked in other languages', () => {
  it.each([
    'Ile kosztuje najtańszy abonament?',
    'Wat is de prijs van het goedkoopste pakket per maand?',
    'Hur mycket kostar det billigaste paketet per månad?',
    'Kolik stojí nejlevnější balíček?',
    'Cât costă cel mai ieftin pachet?',
    'En ucuz paketin fiyatı ne kadar?',
  ])('%j', (message) => {
    expect(isOtherLanguage(message)).toBe(true)
    expect(otherLanguageAnswer(message, answer).response).toMatch(/£79/)
  })

  it('English chat words are not read as another language', () => {
    expect(isOtherLanguage('wat is the price per month')).toBe(false)
  })
})

describe('more wordings of the same kinds, tried by hand', () => {
  it.each([
    'Our clients keep messaging us on Instagram, can your lot deal with the replies?',
    'could you take care of the comments on our facebook posts',
  ])('dealing with replies is the replying no: %j', (question) => {
    expect(firstSentence(response(question))).toMatch(/^No, we don't offer replying to comments/)
  })

  it.each([
    'would u ever post to our linkedin before we say yes',
    'Can things go up on my Facebook before I have seen them?',
  ])('posting before the visitor says yes is the approval no: %j', (question) => {
    expect(firstSentence(response(question))).toBe(
      'No, we never publish anything you have not seen and approved.',
    )
  })

  it('a free sample post before signing is not the approval answer', () => {
    expect(response('can you make one free sample post for us before we sign')).not.toMatch(
      /^No, we never publish/,
    )
  })

  it.each(['is the 1st week free?', 'we would like to try 14 days free then decide'])(
    'a free first week is the trial’s no: %j',
    (question) => {
      expect(firstSentence(response(question))).toMatch(/^No, we don't offer a free trial/)
    },
  )

  it.each([
    'a bot-only package would suit us, is there one for less?',
    'if we do not need your writers can we pay less',
    'cheaper version where ai does it all, no team?',
  ])('a plan without people: %j', (question) => {
    expect(firstSentence(response(question))).toBe("No, we don't offer a plan without our team.")
  })

  it.each([
    'Guten Morgen, wie viel kostet das günstigste Paket pro Monat?',
    'Bonjour, quel est le prix de la formule la moins chère ?',
  ])('a greeting and "pro Monat" are not read as a fact: %j', (message) => {
    expect(otherLanguageAnswer(message, answer).response).toMatch(/£79/)
  })
})
