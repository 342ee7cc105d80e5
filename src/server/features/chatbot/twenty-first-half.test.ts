/** The twenty-first half's failures about the customer area and plans, each in wordings no evaluation item uses. */
import { describe, expect, it } from 'vitest'
import { response } from './answer-test-support.ts'

describe('extras added after buying, however the time is put, are added from the dashboard', () => {
  it.each([
    'can i add videos to my plan in a few months',
    'do i need to decide on the extras now or later',
    'is it ok to start without add-ons and add stories next month',
    'can we bolt on carousel posts after a couple of months',
    'if I skip the add-ons today can I get them down the road',
    'could I add the analytics report at a later date?',
    'do add-ons have to be chosen at checkout or can they be added afterwards',
    "I'll start with just Pro and maybe add reels in the spring, is that possible?",
    'can extras be added mid subscription',
    'we want to try the plan first and add video later on, can we?',
    'is it possible to add stories posts in 3 months time',
    'must I choose my extras straight away?',
    'do I have to buy the add-ons at the start?',
    'can i add more extras once im already a customer',
    'how do i add videos to my subscription after signing up',
    'can I add stories later if business picks up',
    'can add-ons be added at any time',
    "if I don't take the video package now, can I add it next quarter?",
    'i didnt pick carousels when i bought, can i still get them',
    'can I add reports whenever I want',
    'not ready for videos yet - can they be added further down the line?',
    'Is it now or never for the extras at checkout?',
    'Could I add the short videos in a month or two?',
    'What if I want stories added after we launch our new menu?',
    'do extras need to be selected upfront',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/Add extras at checkout or later from your dashboard/)
  })

  it('a price asked with the time still gets the price', () => {
    expect(response('adding 20 stories to my plan next month how much')).toMatch(/20 for £89/)
  })

  it('cancelling the extras at any time is no adding them later', () => {
    expect(response('can I cancel the add-ons at any time')).not.toMatch(/Add extras at checkout/)
  })
})
