import { describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { CONTENT_LIMITS } from '#shared/content/content-rules.ts'
import { imageFileProblem, limitCounter, postFieldsOf, postFormSchema, splitHashtags } from './post-form.ts'

const valid = {
  channel: 'instagram',
  date: '2099-07-15',
  time: '09:30',
  caption: 'Hello',
  hashtags: '#a b',
} as const

describe('the post form', () => {
  it('reads hashtags as typed and the UK date and time as an instant', () => {
    expect(splitHashtags(' #coffee  #brunch,local ')).toEqual(['#coffee', '#brunch', 'local'])
    expect(postFieldsOf(valid)).toEqual({
      channel: 'instagram',
      scheduledAt: '2099-07-15T08:30:00.000Z',
      caption: 'Hello',
      hashtags: ['#a', 'b'],
    })
  })

  it('refuses a time in the past and hashtags the server would refuse, with its messages', () => {
    expect(postFormSchema.safeParse(valid).success).toBe(true)
    const past = postFormSchema.safeParse({ ...valid, date: '2020-01-01' })
    expect(past.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['date', CONTENT_MESSAGES.postInPast],
    ])
    const tags = postFormSchema.safeParse({ ...valid, hashtags: '#good #no-dashes' })
    expect(tags.error?.issues[0]?.path).toEqual(['hashtags'])
  })

  it('shows each network’s limit as a counter and refuses a text over it with the server’s message', () => {
    expect(limitCounter(valid)).toBe('12 of 2,200 characters with hashtags, 2 of 30 hashtags')
    expect(limitCounter({ ...valid, channel: 'x-twitter' })).toBe('12 of 280 characters with hashtags')
    const long = postFormSchema.safeParse({ ...valid, channel: 'x-twitter', caption: 'a'.repeat(275) })
    expect(long.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['caption', 'The caption and hashtags are 282 characters: X takes 280'],
    ])
  })

  it('checks an image by type and size before it is sent', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'design', { type })
    expect(imageFileProblem(file('image/png', 10))).toBeUndefined()
    expect(imageFileProblem(file('image/gif', 10))).toBe(CONTENT_MESSAGES.imageType)
    expect(imageFileProblem(file('image/webp', CONTENT_LIMITS.imageMaxBytes + 1))).toBe(
      CONTENT_MESSAGES.imageTooLarge,
    )
  })
})
