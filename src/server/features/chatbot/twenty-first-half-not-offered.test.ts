/**
 * The twenty-first half's honest negatives, in wordings no evaluation item uses: a long video (by its
 * length or its kind) is a 'no', then the Short-form videos add-on.
 */
import { describe, expect, it } from 'vitest'
import { response } from './answer-test-support.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''

describe('a long video is a no, then the short-form videos', () => {
  it.each([
    'Could you make a 15 minute video for our YouTube channel every month?',
    'do you do long form video content',
    'We want a half-hour documentary about our bakery, can you make it?',
    'Can you edit our 20-minute vlogs?',
    'I need a full-length tutorial each month showing our products, possible?',
    'Is it possible to get a 5 minute explainer for our website?',
    'can u make long videos not just short ones',
    'Would you produce longer videos, like 8 to 12 minutes?',
    'do you make proper youtube videos, the long kind',
    'Are your videos long-form or only short clips? I want 10 min ones',
    'could ur video add-on do one 10 min video instead of short ones',
    'Can the video add-on include one long video instead of 4 short ones?',
    'Do you make horizontal YouTube videos of around 10 minutes?',
    'We need monthly explainers of about six minutes for our YouTube',
    'Can you produce a twenty-minute YouTube episode every week?',
    'Do you make feature-length videos?',
    'How about long-form video for our YouTube?',
    'is a 2 hour video possible',
    'Could you put together a 12 minute product walkthrough video?',
    'Would you do a longer explainer for youtube, maybe 7 or 8 minutes?',
    'We run a physio practice - could you script and edit 15-min exercise videos for YouTube?',
    'Do you create YouTube tutorials for businesses?',
    'My channel needs 10 minute recipe videos, can you make those?',
    'can you cut together an hour-long video of our open day',
    'We would love a monthly 30 minute video update for our members',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't make long-form (YouTube )?videos/)
    expect(text).toMatch(/Short-form videos add-on/)
    expect(text).toMatch(/YouTube Shorts/)
    expect(text).toMatch(/£79/)
  })

  it.each([
    'Do you make YouTube Shorts?',
    'Can I have a 10 minute video call with your team?',
    'How long is the free demo video call, 30 minutes?',
    'do you do tiktok videos',
  ])('%j is no long video', (question) => {
    expect(response(question)).not.toMatch(/long-form/)
  })
})
