import { describe, expect, it } from 'vitest'
import { correctTypo, normalise, singular } from './normalise.ts'
import { conceptsIn, mentions, synonymsOf } from './synonyms.ts'

describe('normalise', () => {
  it('lower-cases, drops punctuation and expands chat shorthand', () => {
    expect(normalise('Hw much R ur prices?!')).toBe('how much are your price')
    expect(normalise("What's the cost, pls?")).toBe('what is the cost please')
  })

  it('makes American spellings British and small number words digits', () => {
    expect(normalise('Do you customize colors?')).toBe('do you customise colours')
    expect(normalise('two channels and fifty posts')).toBe('2 channel and 50 post')
  })

  it('corrects a typo to the word visitors ask about, and leaves ordinary words alone', () => {
    expect(correctTypo('premuim')).toBe('premium')
    expect(correctTypo('cancle')).toBe('cancel')
    expect(correctTypo('gaurantee')).toBe('guarantee')
    expect(correctTypo('mnay')).toBe('many')
    expect(correctTypo('whole')).toBe('whole')
    expect(correctTypo('most')).toBe('most')
  })

  it('leaves ordinary words one edit from ours as typed', () => {
    // 'changed' is not a misspelt 'charged', 'stated' not 'started', 'intro' not 'into'.
    expect(normalise('can a caption be changed after i approve it')).toContain('caption be changed')
    expect(normalise('what does the terms page say, as stated')).toContain('as stated')
    expect(normalise('any intro deal')).toContain('intro deal')
  })

  it('reads seasonal shorthand', () => {
    expect(normalise('posts for xmas')).toBe('post for christmas')
    expect(normalise('closed over the bank hols')).toBe('closed over the bank holidays')
    expect(normalise('on hols in june')).toContain('holidays in june')
  })

  it('leaves the names of networks and plans we do not sell as typed, for the honest no', () => {
    expect(correctTypo('vimeo')).toBe('vimeo')
    expect(normalise('whats in the starter plan')).toContain('starter plan')
  })

  it('makes plurals singular only when our content knows the singular', () => {
    expect(singular('posts')).toBe('post')
    expect(singular('stories')).toBe('story')
    expect(singular('business')).toBe('business')
    expect(singular('plus')).toBe('plus')
  })

  it('fixes misspellings one edit cannot reach, and common contractions', () => {
    expect(normalise('whats in evry plan no matter wich one')).toBe(
      'what is in every plan no matter which one',
    )
    expect(normalise('can i pay fortnighly')).toBe('can i pay fortnightly')
    expect(normalise('wheres ur aproach')).toBe('where is your approach')
  })

  it("reads visitors' names for our channels and round-the-clock support as ours", () => {
    expect(normalise('keep my Google Maps listing busy')).toBe('keep my google business busy')
    expect(normalise('Linked In and Face book')).toBe('linkedin and facebook')
    expect(normalise('support round the clock?')).toBe('support 24/7')
    expect(normalise('bi-annual billing')).toBe('six-monthly billing')
  })

  it('reads ordinals as words', () => {
    expect(normalise('free for the 1st month')).toBe('free for the first month')
  })

  it('keeps prices, percentages and hyphenated words whole', () => {
    expect(normalise('Is £1,500 or 10% for add-ons OK?')).toBe('is £1500 or 10% for add-ons ok')
  })
})

describe('synonyms', () => {
  it.each([
    ['how do i stop my subscription', 'cancel'],
    ['can i quit whenever', 'cancel'],
    ['can i get my money back', 'refund'],
    ['what is the fee', 'price'],
    ['how much is it', 'price'],
    ['how many design do i get', 'post'],
    ['which social network', 'channel'],
    ['what if i hate it after 2 weeks', 'refund'],
    ['if i spot a mistake can you fix it', 'revision'],
    ['how quickly do you turn round changes', 'revision'],
    ['can i ok the posts from my phone', 'approve'],
    ['is there an exit fee', 'cancel'],
    ['is there a loyalty scheme', 'discount'],
    ['what else could appear on our bill', 'hiddenFees'],
    ['can i get a call back', 'phone'],
    ['where are you based', 'about'],
  ] as const)('%j is about %s', (text, concept) => {
    expect(mentions(text, concept)).toBe(true)
  })

  it('reads words whole, so a word inside another does not count', () => {
    expect(mentions('a stopwatch', 'cancel')).toBe(false)
    expect(conceptsIn('hello there')).toEqual([])
  })

  it('expands a word into the single words of its concept for the search', () => {
    expect(synonymsOf('cost')).toEqual(expect.arrayContaining(['price', 'fee', 'charge']))
    expect(synonymsOf('zebra')).toEqual(['zebra'])
  })
})

describe('wordings read the way the catalogue writes them', () => {
  it.each([
    ['what do most ppl pick', 'what do most people pick'],
    ['can we bolt-on stories', 'can we add-on story'],
    ['is a tack on possible', 'is a add-on possible'],
    ['where do our photographs go', 'where do our photo go'],
    ['is support round-the-clock', 'is support 24/7'],
    ['help 24-7?', 'help 24/7'],
    ['is there a minimum spend', 'is there a minimum spend'],
    ['do u have contrcts', 'do you have contract'],
    ['how many revisons', 'how many revision'],
    ['wat packiges do u have', 'what package do you have'],
    // 'charges' is one edit from 'changes': a word we answer about is never corrected into another.
    ['any sneaky extra charges?', 'any sneaky extra charges'],
    ['are there charges for cancelling', 'are there charges for cancelling'],
  ])('%j', (question, expected) => {
    expect(normalise(question)).toBe(expected)
  })

  it.each([
    ['do I say ok to each design', 'approve'],
    ['can I give the thumbs up by email', 'approve'],
    ['do i tick off every design', 'approve'],
    ['can we pay for the full year up front', 'billingPeriod'],
  ] as const)('%j is about %s', (text, concept) => {
    expect(mentions(normalise(text), concept)).toBe(true)
  })
})

describe("the fifth half's wordings", () => {
  it.each([
    // shorthand with digits is one word, not a letter and a number
    ['call me b4 noon', 'call me before noon'],
    ['can we chat l8r', 'can we chat later'],
    ['is any1 there', 'is anyone there'],
    // a swipeable post is a carousel; 'stars' is a rating, not a misspelt 'start'
    ['do you make swipey ones', 'do you make swipe one'],
    ['what about swipeable graphics', 'what about swipe graphic'],
    ['only three stars?', 'only 3 star'],
    ["what you've designed before", 'what you have designed before'],
  ])('%j', (question, expected) => {
    expect(normalise(question)).toBe(expected)
  })

  it.each([
    ['a swipey post for our menu', 'carousel'],
    ['can we leave feedback, then leave you if it goes badly', 'cancel'],
    ['does the money-back promise hold', 'refund'],
    ['can I leave a comment on it first', 'approve'],
  ] as const)('%j is about %s', (text, concept) => {
    expect(mentions(normalise(text), concept)).toBe(true)
  })

  it('does not read leaving a comment or a note as leaving us', () => {
    for (const text of [
      'can I leave a comment on a post',
      'we leave notes on drafts',
      'leave feedback by email',
    ])
      expect(mentions(normalise(text), 'cancel'), text).toBe(false)
  })
})
