/**
 * The numbers of the content calendar. Pages, e-mails and the server read these rather than repeating them.
 */
import { REVISION_FEEDBACK_NOTICE_HOURS } from '../catalogue/business-rules.ts'

export const HOUR_MS = 60 * 60 * 1000

/** Changes asked for later than this before publishing are accepted but may be too late for the date. */
export const CHANGE_CUTOFF_HOURS = REVISION_FEEDBACK_NOTICE_HOURS
/** Posts still unanswered this long before publishing get the customer's no-answer rule. */
export const NO_ANSWER_HOURS = 24
/** How often the no-answer job looks for posts. */
export const NO_ANSWER_CHECK_MINUTES = 15
/** How long a 'Your posts are ready for review' link works. */
export const REVIEW_LINK_VALID_DAYS = 7

export const CONTENT_LIMITS = {
  /** Instagram's caption limit, the tightest of the channels that matter most. */
  caption: 2200,
  hashtags: 30,
  /** One hashtag without its '#'. */
  hashtag: 100,
  comment: 2000,
  imagesPerPost: 10,
  imageMaxBytes: 10 * 1024 * 1024,
  /** Thumbnails fit in this square box. */
  thumbnailPixels: 480,
  /** A larger image is refused before decoding (decompression bombs). */
  imageMaxPixels: 40_000_000,
  postsPerBatch: 50,
  /** A calendar list covers at most this many days. */
  rangeMaxDays: 100,
} as const

export const imageContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const
export type ImageContentType = (typeof imageContentTypes)[number]
/** For the file picker's accept attribute. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp'

/** What happens to a post still in review 24 hours before publishing. */
export const noAnswerRules = ['hold', 'approve'] as const
export type NoAnswerRule = (typeof noAnswerRules)[number]
export const DEFAULT_NO_ANSWER_RULE: NoAnswerRule = 'hold'

export const noAnswerRuleLabels: Record<NoAnswerRule, string> = {
  hold: 'Hold the post until you answer',
  approve: 'Approve automatically',
}

/** Shown to the customer: what happens when they do not answer in time. */
export const noAnswerRuleDescriptions: Record<NoAnswerRule, string> = {
  hold: `Posts you have not answered ${NO_ANSWER_HOURS} hours before publishing are held and not published until you approve them.`,
  approve: `Posts you have not answered ${NO_ANSWER_HOURS} hours before publishing are approved automatically.`,
}
