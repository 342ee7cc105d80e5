import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import {
  contentPostComments as comments,
  contentPostImages as images,
  contentPosts as posts,
  contentSettings as settings,
  contentPostVersions as versions,
} from '../../db/schema/content.ts'
import { profiles } from '../../db/schema/customers.ts'

export type PostRow = typeof posts.$inferSelect
export type NewPostRow = typeof posts.$inferInsert
export type ImageRow = typeof images.$inferSelect
export type VersionRow = typeof versions.$inferSelect
export type CommentRow = typeof comments.$inferSelect

export interface PersonRow {
  id: string
  email: string
  name: string
  role: string
}

/** A user with the name people see: the profile's display name, else the account's name. */
export async function findPerson(executor: Executor, userId: string): Promise<PersonRow | undefined> {
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${users.name})`,
      role: users.role,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
  return row
}

export async function insertPost(executor: Executor, row: NewPostRow): Promise<PostRow> {
  const [inserted] = await executor.insert(posts).values(row).returning()
  if (!inserted) throw new Error('post insert returned no row')
  return inserted
}

export async function findPost(executor: Executor, postId: string): Promise<PostRow | undefined> {
  const [row] = await executor.select().from(posts).where(eq(posts.id, postId))
  return row
}

/** The post, locked until the transaction ends, so two answers to one post take turns. */
export async function lockPost(executor: Executor, postId: string): Promise<PostRow | undefined> {
  const [row] = await executor.select().from(posts).where(eq(posts.id, postId)).for('update')
  return row
}

export async function updatePost(
  executor: Executor,
  postId: string,
  patch: Partial<NewPostRow>,
): Promise<PostRow> {
  const [row] = await executor.update(posts).set(patch).where(eq(posts.id, postId)).returning()
  if (!row) throw new Error('post update returned no row')
  return row
}

export interface PostFilter {
  customerId: string
  from: Date
  to: Date
  /** Customers never see the team's drafts. */
  hideDrafts: boolean
}

export async function listPosts(executor: Executor, filter: PostFilter): Promise<PostRow[]> {
  return executor
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.customerId, filter.customerId),
        gte(posts.scheduledAt, filter.from),
        lt(posts.scheduledAt, filter.to),
        filter.hideDrafts ? ne(posts.status, 'draft') : undefined,
      ),
    )
    .orderBy(asc(posts.scheduledAt), asc(posts.id))
}

export async function listPostsByIds(executor: Executor, postIds: string[]): Promise<PostRow[]> {
  if (postIds.length === 0) return []
  return executor
    .select()
    .from(posts)
    .where(inArray(posts.id, postIds))
    .orderBy(asc(posts.scheduledAt), asc(posts.id))
}

/**
 * In review, soonest first, locked: the customer's 'Approve all' for a week (within the range) or for
 * every post waiting for their answer (no range).
 */
export async function lockPostsInReview(executor: Executor, customerId: string, from?: Date, to?: Date) {
  return inReview(executor, customerId, from, to).for('update')
}

/** Every post of the customer in review, whatever its month, soonest first. */
export async function listPostsInReview(executor: Executor, customerId: string): Promise<PostRow[]> {
  return inReview(executor, customerId)
}

function inReview(executor: Executor, customerId: string, from?: Date, to?: Date) {
  return executor
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.customerId, customerId),
        eq(posts.status, 'in_review'),
        from ? gte(posts.scheduledAt, from) : undefined,
        to ? lt(posts.scheduledAt, to) : undefined,
      ),
    )
    .orderBy(asc(posts.scheduledAt), asc(posts.id))
}

/** Posts with changes requested, of every customer and month, with the customer's name (at most `limit`). */
export async function listChangeRequestedPosts(executor: Executor, limit: number) {
  return executor
    .select({
      post: posts,
      customer: {
        id: users.id,
        email: users.email,
        name: sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${users.name})`,
      },
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.customerId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(posts.status, 'changes_requested'))
    .orderBy(asc(posts.updatedAt), asc(posts.id))
    .limit(limit)
}

export async function countPostsWithStatus(
  executor: Executor,
  status: string,
  customerId?: string,
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.status, status), customerId ? eq(posts.customerId, customerId) : undefined))
  return row?.n ?? 0
}

/**
 * Posts still in review whose no-answer moment has come and that no rule has handled yet, locked and
 * skipped by any other process running the same sweep.
 */
export async function claimUnansweredPosts(executor: Executor, deadline: Date, limit: number) {
  return executor
    .select({ post: posts, rule: settings.noAnswerRule })
    .from(posts)
    .leftJoin(settings, eq(settings.customerId, posts.customerId))
    .where(and(eq(posts.status, 'in_review'), isNull(posts.heldAt), lt(posts.scheduledAt, deadline)))
    .orderBy(asc(posts.scheduledAt))
    .limit(limit)
    .for('update', { of: posts, skipLocked: true })
}

// Images

export async function listActiveImages(executor: Executor, postIds: string[]): Promise<ImageRow[]> {
  if (postIds.length === 0) return []
  return executor
    .select()
    .from(images)
    .where(and(inArray(images.postId, postIds), isNull(images.removedAt)))
    .orderBy(asc(images.position), asc(images.createdAt))
}

export async function findImage(executor: Executor, imageId: string): Promise<ImageRow | undefined> {
  const [row] = await executor.select().from(images).where(eq(images.id, imageId))
  return row
}

export async function insertImage(executor: Executor, row: typeof images.$inferInsert): Promise<ImageRow> {
  const [inserted] = await executor.insert(images).values(row).returning()
  if (!inserted) throw new Error('image insert returned no row')
  return inserted
}

export async function markImageRemoved(executor: Executor, imageId: string, at: Date): Promise<void> {
  await executor.update(images).set({ removedAt: at }).where(eq(images.id, imageId))
}

export async function nextImagePosition(executor: Executor, postId: string): Promise<number> {
  const [row] = await executor
    .select({ max: sql<number | null>`max(${images.position})` })
    .from(images)
    .where(eq(images.postId, postId))
  return (row?.max ?? -1) + 1
}

// Versions and comments

export async function insertVersion(executor: Executor, row: typeof versions.$inferInsert): Promise<void> {
  await executor.insert(versions).values(row)
}

export async function listVersions(executor: Executor, postId: string): Promise<VersionRow[]> {
  return executor.select().from(versions).where(eq(versions.postId, postId)).orderBy(desc(versions.version))
}

export async function insertComment(
  executor: Executor,
  row: typeof comments.$inferInsert,
): Promise<CommentRow> {
  const [inserted] = await executor.insert(comments).values(row).returning()
  if (!inserted) throw new Error('comment insert returned no row')
  return inserted
}

export async function listComments(executor: Executor, postIds: string[]): Promise<CommentRow[]> {
  if (postIds.length === 0) return []
  return executor
    .select()
    .from(comments)
    .where(inArray(comments.postId, postIds))
    .orderBy(asc(comments.createdAt), asc(comments.id))
}

/** Each post's newest request for changes. */
export async function latestChangeRequests(executor: Executor, postIds: string[]): Promise<CommentRow[]> {
  if (postIds.length === 0) return []
  const rows = await executor
    .select()
    .from(comments)
    .where(and(inArray(comments.postId, postIds), eq(comments.kind, 'change_request')))
    .orderBy(desc(comments.createdAt), desc(comments.id))
  const newest = new Map<string, CommentRow>()
  for (const row of rows) if (!newest.has(row.postId)) newest.set(row.postId, row)
  return [...newest.values()]
}

// Settings

export async function findNoAnswerRule(executor: Executor, customerId: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ rule: settings.noAnswerRule })
    .from(settings)
    .where(eq(settings.customerId, customerId))
  return row?.rule
}

export async function saveNoAnswerRule(executor: Executor, customerId: string, rule: string, at: Date) {
  await executor
    .insert(settings)
    .values({ customerId, noAnswerRule: rule, updatedAt: at })
    .onConflictDoUpdate({ target: settings.customerId, set: { noAnswerRule: rule, updatedAt: at } })
}
