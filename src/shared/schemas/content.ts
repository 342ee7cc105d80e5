import { z } from 'zod'
import { channelIds } from '../catalogue/channels.ts'
import { isDayKey, isMonday } from '../content/calendar.ts'
import { CONTENT_MESSAGES } from '../content/content-messages.ts'
import { CONTENT_LIMITS, imageContentTypes, noAnswerRules } from '../content/content-rules.ts'
import { actorKinds, postStatuses } from '../content/post-status.ts'
import { boundedText, requiredText, TEXT_LIMITS } from './fields.ts'

/**
 * The content calendar's routes: the team's back office (/api/admin/content), the customer's dashboard
 * (/api/content) and the login-free review link (/api/review/{token}).
 */

// Fields

export const ChannelSchema = z.enum(channelIds, { error: 'Please choose a channel' })

export const CaptionSchema = boundedText({ label: 'Caption', max: CONTENT_LIMITS.caption, multiline: true })

/** One hashtag; a leading '#' is dropped, so '#coffee' and 'coffee' are the same tag. */
export const HashtagSchema = boundedText({ label: 'Hashtag', max: CONTENT_LIMITS.hashtag + 1 })
  .transform((value) => value.replace(/^#/, ''))
  .pipe(
    z
      .string()
      .min(1, 'Hashtags cannot be empty')
      .max(CONTENT_LIMITS.hashtag, `Hashtags must be at most ${CONTENT_LIMITS.hashtag} characters`)
      .regex(/^[\p{L}\p{N}_]+$/u, 'Hashtags may contain only letters, numbers and underscores'),
  )

export const HashtagsSchema = z
  .array(HashtagSchema)
  .max(CONTENT_LIMITS.hashtags, `A post can have at most ${CONTENT_LIMITS.hashtags} hashtags`)

/** An instant with its offset ('2026-05-04T08:30:00.000Z'); the team picks it as a UK date and time. */
export const ScheduledAtSchema = z.iso.datetime({ offset: true, error: 'Please choose a date and time' })

export const CommentBodySchema = requiredText({
  label: 'Comment',
  max: CONTENT_LIMITS.comment,
  multiline: true,
  requiredMessage: CONTENT_MESSAGES.commentRequired,
})

export const ChangeRequestCommentSchema = requiredText({
  label: 'Comment',
  max: CONTENT_LIMITS.comment,
  multiline: true,
  requiredMessage: CONTENT_MESSAGES.describeChanges,
})

// Params and queries

export const postParamsSchema = z.object({ postId: z.uuid(CONTENT_MESSAGES.postNotFound) })
export const postImageParamsSchema = z.object({
  postId: z.uuid(CONTENT_MESSAGES.postNotFound),
  imageId: z.uuid(CONTENT_MESSAGES.imageNotFound),
})
export const imageParamsSchema = z.object({ imageId: z.uuid(CONTENT_MESSAGES.imageNotFound) })
export const customerParamsSchema = z.object({
  customerId: z.string().trim().min(1, CONTENT_MESSAGES.customerNotFound).max(TEXT_LIMITS.short),
})

/** GET /api/admin/content/customers/:customerId: whose calendar the team has open (from a link). */
export const contentCustomerSchema = z.object({ id: z.string(), email: z.string(), name: z.string() })
export type ContentCustomer = z.infer<typeof contentCustomerSchema>

/** A review link's token: opaque, URL-safe. */
export const ReviewTokenSchema = z
  .string()
  .min(1, CONTENT_MESSAGES.reviewLinkInvalid)
  .max(200, CONTENT_MESSAGES.reviewLinkInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, CONTENT_MESSAGES.reviewLinkInvalid)
export const reviewParamsSchema = z.object({ token: ReviewTokenSchema })
export const reviewPostParamsSchema = z.object({
  token: ReviewTokenSchema,
  postId: z.uuid(CONTENT_MESSAGES.postNotFound),
})

/**
 * A calendar range: posts scheduled from `from` (inclusive) to `to` (exclusive), at most 100 days.
 * Without them: from 31 days ago to 62 days ahead.
 */
export const postRangeQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'From must be a date and time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'To must be a date and time' }).optional(),
})
export type PostRangeQuery = z.infer<typeof postRangeQuerySchema>

export const imageQuerySchema = z.object({
  size: z.enum(['thumb', 'full']).default('full'),
  /** A review link's token, for the login-free review page. */
  token: ReviewTokenSchema.optional(),
})

// Requests

/** POST /api/admin/content/customers/{customerId}/posts: a draft; a time in the past is refused. */
export const createPostRequestSchema = z.object({
  channel: ChannelSchema,
  scheduledAt: ScheduledAtSchema,
  caption: CaptionSchema.default(''),
  hashtags: HashtagsSchema.default([]),
})
export type CreatePostRequest = z.input<typeof createPostRequestSchema>

/** PATCH /api/admin/content/posts/{postId}: any of the fields; a post with changes requested becomes revised. */
export const updatePostRequestSchema = z
  .object({
    channel: ChannelSchema.optional(),
    scheduledAt: ScheduledAtSchema.optional(),
    caption: CaptionSchema.optional(),
    hashtags: HashtagsSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to change')
export type UpdatePostRequest = z.input<typeof updatePostRequestSchema>

export const sendBatchRequestSchema = z.object({
  postIds: z
    .array(z.uuid(CONTENT_MESSAGES.postNotFound))
    .min(1, CONTENT_MESSAGES.nothingToSend)
    .max(CONTENT_LIMITS.postsPerBatch, `Send at most ${CONTENT_LIMITS.postsPerBatch} posts at once`),
})
export type SendBatchRequest = z.input<typeof sendBatchRequestSchema>

export const requestChangesRequestSchema = z.object({ comment: ChangeRequestCommentSchema })
export type RequestChangesRequest = z.input<typeof requestChangesRequestSchema>

export const commentRequestSchema = z.object({ body: CommentBodySchema })
export type CommentRequest = z.input<typeof commentRequestSchema>

export const approveWeekRequestSchema = z.object({
  weekStart: z.string().refine((value) => isDayKey(value) && isMonday(value), CONTENT_MESSAGES.invalidWeek),
})
export type ApproveWeekRequest = z.input<typeof approveWeekRequestSchema>

export const updateContentSettingsRequestSchema = z.object({
  noAnswerRule: z.enum(noAnswerRules, { error: 'Please choose what happens when there is no answer' }),
})
export type UpdateContentSettingsRequest = z.input<typeof updateContentSettingsRequestSchema>

// Responses

export const postImageSchema = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.enum(imageContentTypes),
  byteSize: z.number().int(),
  /** Relative URLs; on the review page they carry the link's token. */
  thumbUrl: z.string(),
  fullUrl: z.string(),
})
export type PostImage = z.infer<typeof postImageSchema>

export const changeRequestSchema = z.object({
  comment: z.string(),
  /** Asked after the 48-hour cut-off: possibly too late for that date. */
  lateRequest: z.boolean(),
  at: z.iso.datetime(),
})
export type ChangeRequest = z.infer<typeof changeRequestSchema>

export const postSchema = z.object({
  id: z.uuid(),
  customerId: z.string(),
  channel: ChannelSchema,
  scheduledAt: z.iso.datetime(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  images: z.array(postImageSchema),
  status: z.enum(postStatuses),
  version: z.number().int(),
  /** scheduledAt − 48 hours: the last moment to ask for changes with the date kept. */
  changeCutoffAt: z.iso.datetime(),
  /** Milliseconds left before the cut-off at the time of the answer; 0 once passed. */
  timeLeftForChangesMs: z.number().int(),
  /** scheduledAt − 24 hours: when the no-answer rule applies to a post still in review. */
  noAnswerAt: z.iso.datetime(),
  /** Set when the 'hold' rule held this post: it is not published until approved. */
  heldAt: z.iso.datetime().nullable(),
  /** The post on its network once published, when the network gives a link. */
  publishedLink: z.string().nullable(),
  /** The latest request for changes, if any. */
  lastChangeRequest: changeRequestSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Post = z.infer<typeof postSchema>

export const versionImageSchema = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.enum(imageContentTypes),
})
export type VersionImage = z.infer<typeof versionImageSchema>

export const postVersionSchema = z.object({
  version: z.number().int(),
  status: z.enum(postStatuses),
  channel: ChannelSchema,
  scheduledAt: z.iso.datetime(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  images: z.array(versionImageSchema),
  actorKind: z.enum(actorKinds),
  /** The person's display name or e-mail; null for the review link and the no-answer rule. */
  actorName: z.string().nullable(),
  /** What happened: 'Created', 'Edited', 'Image added', 'Approved', ... */
  change: z.string(),
  createdAt: z.iso.datetime(),
})
export type PostVersion = z.infer<typeof postVersionSchema>

export const commentKinds = ['comment', 'change_request'] as const
export const commentAuthorKinds = ['team', 'customer', 'review_link'] as const

export const postCommentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(commentKinds),
  authorKind: z.enum(commentAuthorKinds),
  authorName: z.string().nullable(),
  body: z.string(),
  /** Change requests only: asked after the cut-off. */
  lateRequest: z.boolean(),
  createdAt: z.iso.datetime(),
})
export type PostComment = z.infer<typeof postCommentSchema>

export const postDetailSchema = postSchema.extend({
  versions: z.array(postVersionSchema),
  comments: z.array(postCommentSchema),
})
export type PostDetail = z.infer<typeof postDetailSchema>

export const postListSchema = z.object({
  posts: z.array(postSchema),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
})
export type PostList = z.infer<typeof postListSchema>

/** GET /api/content/waiting: every post of the caller in review, whatever its month, soonest first. */
export const waitingPostsSchema = z.object({ posts: z.array(postSchema) })
export type WaitingPosts = z.infer<typeof waitingPostsSchema>

export const postResponseSchema = z.object({ post: postDetailSchema, notice: z.string() })
export type PostResponse = z.infer<typeof postResponseSchema>

export const commentResponseSchema = z.object({ comment: postCommentSchema, notice: z.string() })

export const reviewBatchSchema = z.object({
  id: z.uuid(),
  customerId: z.string(),
  postIds: z.array(z.uuid()),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
})
export const sendBatchResponseSchema = z.object({
  batch: reviewBatchSchema,
  posts: z.array(postSchema),
  notice: z.string(),
})
export type SendBatchResponse = z.infer<typeof sendBatchResponseSchema>

export const approveWeekResponseSchema = z.object({
  approved: z.number().int(),
  posts: z.array(postSchema),
  notice: z.string(),
})
export type ApproveWeekResponse = z.infer<typeof approveWeekResponseSchema>

export const contentSettingsSchema = z.object({
  noAnswerRule: z.enum(noAnswerRules),
  /** For the customer: what happens when they do not answer in time. */
  description: z.string(),
})
export type ContentSettings = z.infer<typeof contentSettingsSchema>
export const contentSettingsResponseSchema = z.object({ settings: contentSettingsSchema, notice: z.string() })

export const contentCountSchema = z.object({ count: z.number().int() })
export type ContentCount = z.infer<typeof contentCountSchema>

/** GET /api/admin/content/change-requests: every post whose customer asked for changes, oldest request first. */
export const changeRequestListSchema = z.object({
  posts: z.array(z.object({ post: postSchema, customer: contentCustomerSchema })),
})
export type ChangeRequestList = z.infer<typeof changeRequestListSchema>

/** GET /api/review/{token}: the batch's posts; `canAnswer` is false once a post has been answered. */
export const reviewPostSchema = postSchema.extend({
  canAnswer: z.boolean(),
  comments: z.array(postCommentSchema),
})
export type ReviewPost = z.infer<typeof reviewPostSchema>

export const reviewBatchViewSchema = z.object({
  batch: z.object({ id: z.uuid(), expiresAt: z.iso.datetime(), createdAt: z.iso.datetime() }),
  customerName: z.string(),
  noAnswerRule: z.enum(noAnswerRules),
  noAnswerRuleDescription: z.string(),
  posts: z.array(reviewPostSchema),
})
export type ReviewBatchView = z.infer<typeof reviewBatchViewSchema>

export const reviewActionResponseSchema = z.object({ post: reviewPostSchema, notice: z.string() })
export type ReviewActionResponse = z.infer<typeof reviewActionResponseSchema>

/** The image upload's multipart field name. */
export const IMAGE_FIELD = 'file'
