import type { ChannelId } from '#shared/catalogue/channels.ts'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { noAnswerRuleDescriptions, REVIEW_LINK_VALID_DAYS } from '#shared/content/content-rules.ts'
import { AppError } from '#shared/errors.ts'
import { paths, reviewPagePath } from '#shared/paths.ts'
import type { ReviewBatchView, ReviewPost, SendBatchRequest } from '#shared/schemas/content.ts'
import type { Executor } from '../../db/client.ts'
import { postsReadyForReviewEmail } from '../../email/templates/content-review.ts'
import { approvePost, requestChanges } from './answers.service.ts'
import {
  type Actor,
  type ContentDeps,
  commitChange,
  notFound,
  presentPosts,
  tellContentChanged,
  toComment,
  tokenImageUrls,
} from './content.service.ts'
import {
  readSettings,
  refuseThePast,
  requireCustomer,
  type TeamMember,
  teamActor,
} from './content-admin.service.ts'
import {
  findPerson,
  listActiveImages,
  listComments,
  listPostsByIds,
  lockPost,
  type PostRow,
} from './posts.repo.ts'
import {
  type BatchRow,
  findBatchById,
  findBatchByTokenHash,
  insertBatch,
  insertBatchPosts,
  isPostInBatch,
  listBatchPostIds,
} from './review.repo.ts'
import { hashReviewToken, newReviewToken } from './review-links.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const reviewLinkActor: Actor = { kind: 'review_link', userId: null, name: null }

/**
 * Sends posts for review: each draft or revised post goes in review, joins a new batch, and the
 * customer gets one e-mail 'Your posts are ready for review' with the batch's link. A post already
 * in an older batch now answers only to the new link.
 */
export async function sendForReview(
  deps: ContentDeps,
  member: TeamMember,
  customerId: string,
  input: SendBatchRequest,
) {
  const now = deps.now()
  const postIds = [...new Set(input.postIds)]
  const result = await deps.db.transaction(async (tx) => {
    const customer = await requireCustomer(tx, customerId)
    const locked: PostRow[] = []
    for (const postId of postIds.toSorted()) {
      const post = await lockPost(tx, postId)
      if (!post || post.customerId !== customerId) throw notFound()
      if (post.status !== 'draft' && post.status !== 'revised')
        throw new AppError('conflict', CONTENT_MESSAGES.notSendable)
      refuseThePast(post.scheduledAt, now)
      locked.push(post)
    }
    const { token, tokenHash } = newReviewToken()
    const batch = await insertBatch(tx, {
      customerId,
      tokenHash,
      expiresAt: new Date(now.getTime() + REVIEW_LINK_VALID_DAYS * DAY_MS),
      createdBy: member.id,
      createdAt: now,
    })
    await insertBatchPosts(tx, batch.id, postIds)
    const sent: PostRow[] = []
    for (const post of locked) {
      sent.push(
        await commitChange(tx, post, {
          actor: teamActor(member),
          change: 'Sent for review',
          now,
          action: 'send_for_review',
          patch: { reviewBatchId: batch.id, heldAt: null },
        }),
      )
    }
    const settings = await readSettings(tx, customerId)
    const reviewUrl = `${deps.appUrl}${reviewPagePath(token)}`
    await deps.reviewNotifier?.postsSentForReview(tx, {
      customerId,
      batchId: batch.id,
      reviewUrl,
      expiresAt: batch.expiresAt,
      posts: await sentPostsWithImages(tx, sent, `${deps.appUrl}`, token),
    })
    await deps.email.queue(tx, {
      to: customer.email,
      template: 'content-ready-for-review',
      content: postsReadyForReviewEmail({
        name: customer.name,
        posts: sent.map((post) => ({ channel: post.channel as ChannelId, scheduledAt: post.scheduledAt })),
        reviewUrl,
        dashboardUrl: `${deps.appUrl}${paths.dashboardContent}`,
        expiresAt: batch.expiresAt,
        noAnswerRuleDescription: settings.description,
      }),
    })
    return { batch, posts: await presentPosts(tx, sent, now) }
  })
  tellContentChanged(deps, [customerId])
  deps.notices.tell('emails', { admins: true })
  return {
    batch: {
      id: result.batch.id,
      customerId,
      postIds,
      expiresAt: result.batch.expiresAt.toISOString(),
      createdAt: result.batch.createdAt.toISOString(),
    },
    posts: result.posts,
    notice: CONTENT_MESSAGES.batchSent,
  }
}

/** Each post with the full-size link of its first image, readable with the batch's token. */
async function sentPostsWithImages(executor: Executor, sent: PostRow[], appUrl: string, token: string) {
  const images = await listActiveImages(
    executor,
    sent.map((post) => post.id),
  )
  const urls = tokenImageUrls(token)
  return sent.map((post) => {
    const image = images.find((row) => row.postId === post.id)
    return {
      id: post.id,
      caption: post.caption,
      channel: post.channel,
      scheduledAt: post.scheduledAt,
      imageUrl: image ? `${appUrl}${urls(image.id, 'full')}` : null,
    }
  })
}

const refuse = (message: string) => new AppError('bad_request', message, { token: message })

/** The batch a link names: unknown or altered tokens are invalid, old ones expired. */
export async function openBatch(executor: Executor, token: string, now: Date): Promise<BatchRow> {
  const batch = await findBatchByTokenHash(executor, hashReviewToken(token))
  if (!batch) throw refuse(CONTENT_MESSAGES.reviewLinkInvalid)
  if (batch.expiresAt.getTime() <= now.getTime()) throw refuse(CONTENT_MESSAGES.reviewLinkExpired)
  return batch
}

/** A post can be answered through the link while it is in review and this batch is its latest. */
const canAnswer = (post: PostRow, batch: BatchRow) =>
  post.status === 'in_review' && post.reviewBatchId === batch.id

async function presentReviewPosts(
  executor: Executor,
  rows: PostRow[],
  batch: BatchRow,
  token: string,
  now: Date,
): Promise<ReviewPost[]> {
  const [posts, comments] = await Promise.all([
    presentPosts(executor, rows, now, tokenImageUrls(token)),
    listComments(
      executor,
      rows.map((row) => row.id),
    ),
  ])
  return posts.map((post, index) => ({
    ...post,
    canAnswer: canAnswer(rows[index] as PostRow, batch),
    comments: comments.filter((comment) => comment.postId === post.id).map(toComment),
  }))
}

/** GET /api/review/{token}: the batch's posts; answered ones stay visible, read-only. */
export async function viewBatch(deps: ContentDeps, token: string): Promise<ReviewBatchView> {
  const now = deps.now()
  const batch = await openBatch(deps.db, token, now)
  const rows = await listPostsByIds(deps.db, await listBatchPostIds(deps.db, batch.id))
  const customer = await requireCustomer(deps.db, batch.customerId)
  const settings = await readSettings(deps.db, batch.customerId)
  return {
    batch: {
      id: batch.id,
      expiresAt: batch.expiresAt.toISOString(),
      createdAt: batch.createdAt.toISOString(),
    },
    customerName: customer.name,
    noAnswerRule: settings.noAnswerRule,
    noAnswerRuleDescription: noAnswerRuleDescriptions[settings.noAnswerRule],
    posts: await presentReviewPosts(deps.db, rows, batch, token, now),
  }
}

/**
 * Approve or request changes through the link. Only posts of this batch (anything else is 404), each
 * answered once: a post already answered, or sent again with a newer link, is refused with 409.
 */
export async function answerThroughLink(
  deps: ContentDeps,
  token: string,
  postId: string,
  answer: { kind: 'approve' } | { kind: 'request_changes'; comment: string },
) {
  const now = deps.now()
  const result = await deps.db.transaction(async (tx) => {
    const batch = await openBatch(tx, token, now)
    if (!(await isPostInBatch(tx, batch.id, postId))) throw notFound()
    const post = await lockPost(tx, postId)
    if (!post || post.customerId !== batch.customerId) throw notFound()
    if (post.reviewBatchId !== batch.id && post.status === 'in_review')
      throw new AppError('conflict', CONTENT_MESSAGES.reviewLinkReplaced)
    if (!canAnswer(post, batch)) throw new AppError('conflict', CONTENT_MESSAGES.alreadyAnswered)
    const outcome =
      answer.kind === 'approve'
        ? { post: await approvePost(tx, post, reviewLinkActor, now), notice: CONTENT_MESSAGES.approved }
        : await requestChanges(deps, tx, post, { actor: reviewLinkActor, comment: answer.comment, now })
    const [presented] = await presentReviewPosts(tx, [outcome.post], batch, token, now)
    if (!presented) throw new Error('post not presented')
    return { post: presented, notice: outcome.notice, customerId: batch.customerId }
  })
  tellContentChanged(deps, [result.customerId])
  if (answer.kind === 'request_changes') deps.notices.tell('emails', { admins: true })
  return { post: result.post, notice: result.notice }
}

/** An image may be shown through a link that is valid and whose batch holds the image's post. */
export async function linkShowsPost(
  executor: Executor,
  token: string,
  postId: string,
  now: Date,
): Promise<boolean> {
  const batch = await openBatch(executor, token, now)
  return isPostInBatch(executor, batch.id, postId)
}

/**
 * An answer that arrives by another channel for the customer (WhatsApp), with the link's rules: only
 * a post of this batch, while the batch is valid and is the post's latest, answered once. Refusals are
 * the link's errors (404, 409, 400), so the caller can log them and change nothing.
 */
export async function answerInBatch(
  deps: ContentDeps,
  input: {
    batchId: string
    customerId: string
    postId: string
    channelName: string
    answer: { kind: 'approve' } | { kind: 'request_changes'; comment: string }
  },
) {
  const now = deps.now()
  const { answer } = input
  const result = await deps.db.transaction(async (tx) => {
    const batch = await findBatchById(tx, input.batchId)
    if (!batch || batch.customerId !== input.customerId) throw notFound()
    if (batch.expiresAt.getTime() <= now.getTime()) throw refuse(CONTENT_MESSAGES.reviewLinkExpired)
    if (!(await isPostInBatch(tx, batch.id, input.postId))) throw notFound()
    const post = await lockPost(tx, input.postId)
    if (!post || post.customerId !== batch.customerId) throw notFound()
    if (post.reviewBatchId !== batch.id && post.status === 'in_review')
      throw new AppError('conflict', CONTENT_MESSAGES.reviewLinkReplaced)
    if (!canAnswer(post, batch)) throw new AppError('conflict', CONTENT_MESSAGES.alreadyAnswered)
    const person = await findPerson(tx, post.customerId)
    const actor: Actor = {
      kind: 'customer',
      userId: post.customerId,
      name: `${person?.name || person?.email || 'Customer'} (${input.channelName})`,
    }
    const outcome =
      answer.kind === 'approve'
        ? { post: await approvePost(tx, post, actor, now), notice: CONTENT_MESSAGES.approved }
        : await requestChanges(deps, tx, post, { actor, comment: answer.comment, now })
    return { status: outcome.post.status, notice: outcome.notice }
  })
  tellContentChanged(deps, [input.customerId])
  if (answer.kind === 'request_changes') deps.notices.tell('emails', { admins: true })
  return result
}
