import { londonWeek } from '#shared/content/calendar.ts'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { AppError } from '#shared/errors.ts'
import type { Executor } from '../../db/client.ts'
import { approvePost, requestChanges } from './answers.service.ts'
import {
  type Actor,
  type ContentDeps,
  notFound,
  presentPostDetail,
  presentPosts,
  tellContentChanged,
  toComment,
} from './content.service.ts'
import { readSettings, resolveRange } from './content-admin.service.ts'
import {
  countPostsWithStatus,
  insertComment,
  listPosts,
  listPostsInReview,
  lockPost,
  lockPostsInReview,
  type PostRow,
} from './posts.repo.ts'

/** The signed-in customer: only their own posts, never the team's drafts (anything else is 404). */
export interface Customer {
  id: string
  name: string
  email: string
}

const customerActor = (customer: Customer): Actor => ({
  kind: 'customer',
  userId: customer.id,
  name: customer.name || customer.email,
})

function isVisibleTo(post: PostRow | undefined, customerId: string): post is PostRow {
  return post !== undefined && post.customerId === customerId && post.status !== 'draft'
}

async function lockOwnPost(executor: Executor, customerId: string, postId: string): Promise<PostRow> {
  const post = await lockPost(executor, postId)
  if (!isVisibleTo(post, customerId)) throw notFound()
  return post
}

export async function listOwnPosts(
  deps: ContentDeps,
  customerId: string,
  query: { from?: string; to?: string },
) {
  const now = deps.now()
  const range = resolveRange(query, now)
  const rows = await listPosts(deps.db, { customerId, ...range, hideDrafts: true })
  return {
    posts: await presentPosts(deps.db, rows, now),
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  }
}

export async function getOwnPost(deps: ContentDeps, customerId: string, postId: string) {
  return deps.db.transaction(async (tx) =>
    presentPostDetail(tx, await lockOwnPost(tx, customerId, postId), deps.now()),
  )
}

export async function approveOwnPost(deps: ContentDeps, customer: Customer, postId: string) {
  const now = deps.now()
  const post = await deps.db.transaction(async (tx) => {
    const current = await lockOwnPost(tx, customer.id, postId)
    return presentPostDetail(tx, await approvePost(tx, current, customerActor(customer), now), now)
  })
  tellContentChanged(deps, [customer.id])
  return { post, notice: CONTENT_MESSAGES.approved }
}

export async function requestChangesToOwnPost(
  deps: ContentDeps,
  customer: Customer,
  postId: string,
  comment: string,
) {
  const now = deps.now()
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockOwnPost(tx, customer.id, postId)
    const answer = await requestChanges(deps, tx, current, { actor: customerActor(customer), comment, now })
    return { post: await presentPostDetail(tx, answer.post, now), notice: answer.notice }
  })
  tellContentChanged(deps, [customer.id])
  deps.notices.tell('emails', { admins: true })
  return result
}

export async function commentOnOwnPost(deps: ContentDeps, customer: Customer, postId: string, body: string) {
  const now = deps.now()
  const comment = await deps.db.transaction(async (tx) => {
    await lockOwnPost(tx, customer.id, postId)
    const row = await insertComment(tx, {
      postId,
      kind: 'comment',
      authorKind: 'customer',
      authorUserId: customer.id,
      authorName: customerActor(customer).name,
      body,
      createdAt: now,
    })
    return toComment(row)
  })
  tellContentChanged(deps, [customer.id])
  return { comment, notice: CONTENT_MESSAGES.commentAdded }
}

/** 'Approve all' for a UK week (Monday to Sunday): every post of the caller's still in review. */
export async function approveWeek(deps: ContentDeps, customer: Customer, weekStart: string) {
  const week = londonWeek(weekStart)
  if (!week)
    throw new AppError('bad_request', CONTENT_MESSAGES.invalidWeek, {
      weekStart: CONTENT_MESSAGES.invalidWeek,
    })
  const now = deps.now()
  const posts = await deps.db.transaction(async (tx) => {
    const inReview = await lockPostsInReview(tx, customer.id, week.from, week.to)
    if (inReview.length === 0) throw new AppError('conflict', CONTENT_MESSAGES.noPostsThatWeek)
    const approved: PostRow[] = []
    for (const post of inReview) approved.push(await approvePost(tx, post, customerActor(customer), now))
    return presentPosts(tx, approved, now)
  })
  tellContentChanged(deps, [customer.id])
  return { approved: posts.length, posts, notice: CONTENT_MESSAGES.weekApproved }
}

/** Every post waiting for the customer's answer, whatever its month, soonest first. */
export async function listWaitingPosts(deps: ContentDeps, customerId: string) {
  const now = deps.now()
  return { posts: await presentPosts(deps.db, await listPostsInReview(deps.db, customerId), now) }
}

/** 'Approve all' above the calendar: every post waiting for the customer's answer. */
export async function approveAllWaiting(deps: ContentDeps, customer: Customer) {
  const now = deps.now()
  const posts = await deps.db.transaction(async (tx) => {
    const inReview = await lockPostsInReview(tx, customer.id)
    if (inReview.length === 0) throw new AppError('conflict', CONTENT_MESSAGES.noPostsWaiting)
    const approved: PostRow[] = []
    for (const post of inReview) approved.push(await approvePost(tx, post, customerActor(customer), now))
    return presentPosts(tx, approved, now)
  })
  tellContentChanged(deps, [customer.id])
  return { approved: posts.length, posts, notice: CONTENT_MESSAGES.weekApproved }
}

export async function ownSettings(deps: ContentDeps, customerId: string) {
  return readSettings(deps.db, customerId)
}

export async function toReviewCount(deps: ContentDeps, customerId: string) {
  return { count: await countPostsWithStatus(deps.db, 'in_review', customerId) }
}
