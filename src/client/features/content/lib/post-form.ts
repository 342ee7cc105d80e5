import { z } from 'zod'
import { isDayKey, londonInstant } from '#shared/content/calendar.ts'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { CONTENT_LIMITS } from '#shared/content/content-rules.ts'
import {
  CHANNEL_LIMITS,
  characterCount,
  limitProblems,
  publishedText,
} from '#shared/content/network-limits.ts'
import { formatTime, londonDateKey } from '#shared/format/dates.ts'

import { CaptionSchema, ChannelSchema, HashtagsSchema, type Post } from '#shared/schemas/content.ts'

export { imageFileProblem } from '../../../lib/image-file.ts'

/** Hashtags as typed: '#coffee #brunch, local' → ['#coffee', '#brunch', 'local'] (the schema drops the '#'). */
export function splitHashtags(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean)
}

/** The post form: a UK date and time rather than an instant, hashtags as one line of text. */
export const postFormSchema = z
  .object({
    channel: ChannelSchema,
    date: z.string().refine(isDayKey, 'Please choose a date'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time'),
    caption: CaptionSchema,
    hashtags: z.string().max(CONTENT_LIMITS.hashtags * (CONTENT_LIMITS.hashtag + 2)),
  })
  .superRefine((values, context) => {
    const tags = HashtagsSchema.safeParse(splitHashtags(values.hashtags))
    if (!tags.success) {
      context.addIssue({ code: 'custom', path: ['hashtags'], message: tags.error.issues[0]?.message ?? '' })
    }
    // The network's own limits on the text as published (caption and hashtags).
    for (const problem of limitProblems(values.channel, values.caption, splitHashtags(values.hashtags)))
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
    const at = londonInstant(values.date, values.time)
    if (at && at.getTime() <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['date'], message: CONTENT_MESSAGES.postInPast })
    }
  })
export type PostFormValues = z.input<typeof postFormSchema>

export function formValuesOf(post: Post | undefined): PostFormValues {
  if (!post) return { channel: 'instagram', date: '', time: '09:00', caption: '', hashtags: '' }
  return {
    channel: post.channel,
    date: londonDateKey(post.scheduledAt),
    time: formatTime(post.scheduledAt),
    caption: post.caption,
    hashtags: post.hashtags.map((tag) => `#${tag}`).join(' '),
  }
}

/** 'Instagram: 120 of 2,200 characters with hashtags, 2 of 30 hashtags': the counter under the caption. */
export function limitCounter(values: Pick<PostFormValues, 'channel' | 'caption' | 'hashtags'>): string {
  const limits = CHANNEL_LIMITS[values.channel]
  const tags = splitHashtags(values.hashtags ?? '')
  const length = characterCount(publishedText(values.caption ?? '', tags))
  const characters = `${length.toLocaleString('en-GB')} of ${limits.caption.toLocaleString('en-GB')} characters with hashtags`
  return limits.hashtags === null
    ? characters
    : `${characters}, ${tags.length} of ${limits.hashtags} hashtags`
}

/** The API's fields from the form's (already validated). */
export function postFieldsOf(values: PostFormValues) {
  return {
    channel: values.channel,
    scheduledAt: londonInstant(values.date, values.time)?.toISOString() ?? '',
    caption: values.caption,
    hashtags: splitHashtags(values.hashtags),
  }
}
