import { changeCutoff, noAnswerDeadline, timeLeftForChanges } from '#shared/content/change-window.ts'
import { CONTENT_MESSAGES, illegalTransitionMessage } from '#shared/content/content-messages.ts'
import type { ImageContentType } from '#shared/content/content-rules.ts'
import { type ActorKind, nextStatus, type PostAction, type PostStatus } from '#shared/content/post-status.ts'
import { AppError } from '#shared/errors.ts'
import type {
  Post,
  PostComment,
  PostDetail,
  PostImage,
  PostVersion,
  VersionImage,
} from '#shared/schemas/content.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { EmailService } from '../../email/email.service.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import type { ImageStore } from './image-store.ts'
import {
  type CommentRow,
  type ImageRow,
  insertVersion,
  latestChangeRequests,
  listActiveImages,
  listComments,
  listVersions,
  type PostRow,
  updatePost,
  type VersionRow,
} from './posts.repo.ts'

export interface ContentDeps {
  db: Database
  email: EmailService
  appUrl: string
  /** SUPPORT_EMAIL: where the team hears of requests for changes. */
  supportEmail: string
  images: ImageStore
  now(): Date
  notices: Notices
  /** Told in the sending transaction when posts go in review (WhatsApp messages are queued there). */
  reviewNotifier?: ReviewNotifier
}

/** What another channel needs to tell the customer of a batch sent for review. */
export interface PostsSentForReview {
  customerId: string
  batchId: string
  /** The signed review link, the one the e-mail carries. */
  reviewUrl: string
  expiresAt: Date
  posts: { id: string; caption: string; channel: string; scheduledAt: Date; imageUrl: string | null }[]
}

/** A port: the content feature does not know who listens (see app.ts). */
export interface ReviewNotifier {
  postsSentForReview(executor: Executor, sent: PostsSentForReview): Promise<void>
}

/** Who makes a change; kept in each version. */
export interface Actor {
  kind: ActorKind
  userId: string | null
  name: string | null
}

export const notFound = () => new AppError('not_found', CONTENT_MESSAGES.postNotFound)

/** Refreshes the post's customer and every administrator (badges, calendars, lists). */
export function tellContentChanged(deps: Pick<ContentDeps, 'notices'>, customerIds: string[]) {
  deps.notices.tell('content', { userIds: [...new Set(customerIds)], admins: true })
}

// Reading

/** How images are linked: the review page adds its token, so the browser can load them without a session. */
export type ImageUrls = (imageId: string, size: 'thumb' | 'full') => string

export const sessionImageUrls: ImageUrls = (imageId, size) => `/api/content/images/${imageId}?size=${size}`

export function tokenImageUrls(token: string): ImageUrls {
  return (imageId, size) => `${sessionImageUrls(imageId, size)}&token=${encodeURIComponent(token)}`
}

function toImage(row: ImageRow, urls: ImageUrls): PostImage {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    contentType: row.contentType as ImageContentType,
    byteSize: row.byteSize,
    thumbUrl: urls(row.id, 'thumb'),
    fullUrl: urls(row.id, 'full'),
  }
}

export function toComment(row: CommentRow): PostComment {
  return {
    id: row.id,
    kind: row.kind as PostComment['kind'],
    authorKind: row.authorKind as PostComment['authorKind'],
    authorName: row.authorName,
    body: row.body,
    lateRequest: row.lateRequest,
    createdAt: row.createdAt.toISOString(),
  }
}

function toVersion(row: VersionRow): PostVersion {
  return {
    version: row.version,
    status: row.status as PostStatus,
    channel: row.channel as Post['channel'],
    scheduledAt: row.scheduledAt.toISOString(),
    caption: row.caption,
    hashtags: row.hashtags,
    images: row.images,
    actorKind: row.actorKind as ActorKind,
    actorName: row.actorName,
    change: row.change,
    createdAt: row.createdAt.toISOString(),
  }
}

function toPost(
  row: PostRow,
  images: ImageRow[],
  changeRequest: CommentRow | undefined,
  now: Date,
  urls: ImageUrls,
): Post {
  return {
    id: row.id,
    customerId: row.customerId,
    channel: row.channel as Post['channel'],
    scheduledAt: row.scheduledAt.toISOString(),
    caption: row.caption,
    hashtags: row.hashtags,
    images: images.map((image) => toImage(image, urls)),
    status: row.status as PostStatus,
    version: row.version,
    changeCutoffAt: changeCutoff(row.scheduledAt).toISOString(),
    timeLeftForChangesMs: timeLeftForChanges(row.scheduledAt, now),
    noAnswerAt: noAnswerDeadline(row.scheduledAt).toISOString(),
    heldAt: row.heldAt?.toISOString() ?? null,
    publishedLink: row.publishedLink,
    lastChangeRequest: changeRequest
      ? {
          comment: changeRequest.body,
          lateRequest: changeRequest.lateRequest,
          at: changeRequest.createdAt.toISOString(),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Posts as the API shows them, with their images and latest request for changes (three queries in all). */
export async function presentPosts(
  executor: Executor,
  rows: PostRow[],
  now: Date,
  urls: ImageUrls = sessionImageUrls,
): Promise<Post[]> {
  const ids = rows.map((row) => row.id)
  const [images, requests] = await Promise.all([
    listActiveImages(executor, ids),
    latestChangeRequests(executor, ids),
  ])
  return rows.map((row) =>
    toPost(
      row,
      images.filter((image) => image.postId === row.id),
      requests.find((request) => request.postId === row.id),
      now,
      urls,
    ),
  )
}

export async function presentPostDetail(executor: Executor, row: PostRow, now: Date): Promise<PostDetail> {
  const [[post], versions, comments] = await Promise.all([
    presentPosts(executor, [row], now),
    listVersions(executor, row.id),
    listComments(executor, [row.id]),
  ])
  if (!post) throw new Error('post not presented')
  return { ...post, versions: versions.map(toVersion), comments: comments.map(toComment) }
}

// Changing

export interface ChangeInput {
  actor: Actor
  /** What happened, for the history: 'Edited', 'Approved', ... */
  change: string
  now: Date
  /** Moves the post through the transition table; refused (409) when the table does not allow it. */
  action?: PostAction
  patch?: Partial<
    Pick<
      PostRow,
      'channel' | 'scheduledAt' | 'caption' | 'hashtags' | 'reviewBatchId' | 'heldAt' | 'publishedLink'
    >
  >
}

/** The status `action` leads to from the post's, or a 409 with a clear message. */
export function statusAfter(post: Pick<PostRow, 'status'>, action: PostAction): PostStatus {
  const status = post.status as PostStatus
  const next = nextStatus(status, action)
  if (!next) throw new AppError('conflict', illegalTransitionMessage(status, action))
  return next
}

/**
 * Every change goes through here: the post gets its next version number and the version row keeps a
 * snapshot of it, with who and when. Call inside a transaction, with the post locked.
 */
export async function commitChange(executor: Executor, post: PostRow, input: ChangeInput): Promise<PostRow> {
  const status = input.action ? statusAfter(post, input.action) : post.status
  const updated = await updatePost(executor, post.id, {
    ...input.patch,
    status,
    // A post that leaves review is no longer held by the no-answer rule.
    ...(status !== 'in_review' ? { heldAt: null } : {}),
    version: post.version + 1,
    updatedAt: input.now,
  })
  await recordVersion(executor, updated, input)
  return updated
}

export async function recordVersion(
  executor: Executor,
  post: PostRow,
  input: Pick<ChangeInput, 'actor' | 'change' | 'now'>,
): Promise<void> {
  const images: VersionImage[] = (await listActiveImages(executor, [post.id])).map((image) => ({
    id: image.id,
    width: image.width,
    height: image.height,
    contentType: image.contentType as ImageContentType,
  }))
  await insertVersion(executor, {
    postId: post.id,
    version: post.version,
    status: post.status,
    channel: post.channel,
    scheduledAt: post.scheduledAt,
    caption: post.caption,
    hashtags: post.hashtags,
    images,
    actorKind: input.actor.kind,
    actorUserId: input.actor.userId,
    actorName: input.actor.name,
    change: input.change,
    createdAt: input.now,
  })
}
