/**
 * What each network takes in one post, checked when the team saves a post and shown in the post form.
 * The caption as published is the caption, a blank line, then the hashtags ('#tag #tag'), so the limit
 * applies to that whole text. Sources, and what is still to confirm, in docs/decisions/0036.
 */
import type { ChannelId } from '../catalogue/channels.ts'

export interface ChannelLimits {
  /** Characters of the published text (caption and hashtags). */
  caption: number
  /** Hashtags in one post; null: the network sets none. */
  hashtags: number | null
  /** Posts published through the API per account in a moving 24 hours; null: none we plan around. */
  apiPostsPerDay: number | null
}

export const CHANNEL_LIMITS: Record<ChannelId, ChannelLimits> = {
  instagram: { caption: 2200, hashtags: 30, apiPostsPerDay: 25 },
  facebook: { caption: 63_206, hashtags: null, apiPostsPerDay: null },
  'linkedin-personal': { caption: 3000, hashtags: null, apiPostsPerDay: null },
  'linkedin-company': { caption: 3000, hashtags: null, apiPostsPerDay: null },
  'x-twitter': { caption: 280, hashtags: null, apiPostsPerDay: null },
  threads: { caption: 500, hashtags: null, apiPostsPerDay: 250 },
  'google-business': { caption: 1500, hashtags: null, apiPostsPerDay: null },
}

/** The text a network receives: the caption, then the hashtags with their '#'. */
export function publishedText(caption: string, hashtags: readonly string[]): string {
  const tags = hashtags.map((tag) => `#${tag.replace(/^#/, '')}`).join(' ')
  return [caption, tags].filter(Boolean).join('\n\n')
}

/** Characters as people count them (an emoji is one), which is how the networks document their limits. */
export function characterCount(text: string): number {
  return [...text].length
}

export interface LimitProblem {
  field: 'caption' | 'hashtags'
  message: string
}

/** What breaks the channel's limits, if anything ('The caption and hashtags are 2,305 characters: Instagram takes 2,200'). */
export function limitProblems(
  channel: ChannelId,
  caption: string,
  hashtags: readonly string[],
): LimitProblem[] {
  const limits = CHANNEL_LIMITS[channel]
  const problems: LimitProblem[] = []
  const length = characterCount(publishedText(caption, hashtags))
  const name = CHANNEL_NAMES[channel]
  if (length > limits.caption)
    problems.push({
      field: 'caption',
      message: `The caption and hashtags are ${length.toLocaleString('en-GB')} characters: ${name} takes ${limits.caption.toLocaleString('en-GB')}`,
    })
  if (limits.hashtags !== null && hashtags.length > limits.hashtags)
    problems.push({
      field: 'hashtags',
      message: `${hashtags.length} hashtags: ${name} takes ${limits.hashtags}`,
    })
  return problems
}

const CHANNEL_NAMES: Record<ChannelId, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  'linkedin-personal': 'LinkedIn',
  'linkedin-company': 'LinkedIn',
  'x-twitter': 'X',
  threads: 'Threads',
  'google-business': 'Google Business Profile',
}
