/**
 * The fourteenth half's honest negatives and long messages, each in wordings no evaluation item uses:
 * more channels than the one included, or a video or stories pack no tier holds, is 'No, … but …' with
 * the nearest offer; the 'but' after paid ads keeps 'custom-designed posts' whole; a long story with no
 * question mark is read by its last clause when that clause asks.
 */
import { describe, expect, it } from 'vitest'
import { response } from './answer-test-support.ts'
import { questionPart } from './special-messages.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''

describe('more channels than the one included, asked as free or included, is a no with the £15', () => {
  it.each([
    'would the pro plan come with three platforms',
    'is a 2nd network free as well',
    'are both channels included on premium',
    'does every plan come with more than one channel',
    'are additional channels at no extra cost',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, only one channel is free/)
    expect(text).toMatch(/each additional channel is £15 a month/)
  })

  it.each([
    'one channel is free, so what does the second channel cost',
    'how much to add another channel',
    'is one channel included for free',
  ])('%j is not a no', (question) => {
    expect(response(question)).not.toMatch(/^No\b/)
    expect(response(question)).toMatch(/£15/)
  })
})

describe('a video or stories pack no tier holds is a no with the packs', () => {
  it.each([
    [
      'any reel package above the 12, we would want 18',
      /^No, short-form videos come in packs of 4, 8 and 12/,
    ],
    ['do you have a larger video bundle', /^No, short-form videos come in packs of 4, 8 and 12/],
    ['stories, could we get 45 per month', /^No, stories posts come in packs of 10, 20 and 30/],
    ['is there a stories tier beyond your biggest', /^No, stories posts come in packs of 10, 20 and 30/],
  ])('%j', (question, first) => {
    expect(response(question)).toMatch(first)
  })

  it.each([
    'we want the 8 videos a month pack, how much',
    'can you do long youtube videos, like 20 to 30 minutes',
    'short clips of about 45 seconds for reels?',
  ])('%j is not the packs no', (question) => {
    expect(response(question)).not.toMatch(/come in packs of/)
  })
})

describe("the 'but' after paid ads keeps the plans' 'custom-designed posts' whole", () => {
  it.each(['would you look after our boosted posts budget on meta', 'can you do paid social for us'])(
    '%j',
    (question) => {
      const text = response(question)
      expect(text).toMatch(/^No, we don't offer paid advertising/)
      expect(text).toMatch(/custom-designed posts/)
    },
  )
})

describe('a long story with no question mark is read by its last clause, if it asks', () => {
  it('the last clause after a comma', () => {
    const story =
      'right so we run a little florist on the high street and my daughter used to do the facebook for us but she has gone off to uni now and i am rubbish with it and we have weddings and funerals and valentines coming up and the van needs a service too, how many posts do we get on the middle plan'
    expect(questionPart(story)).toBe('how many posts do we get on the middle plan')
    expect(response(questionPart(story))).toMatch(/20 posts/)
  })

  it('a clause that tells the story is not taken for the question', () => {
    const story =
      'we have had the shop for ten years and the last lot we paid for social media were useless and never answered emails and the posts looked nothing like our brand and we paid them for a whole year, which was a complete waste of money'
    expect(questionPart(story)).toBe(story)
  })
})
