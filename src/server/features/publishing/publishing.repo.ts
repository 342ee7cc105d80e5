import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { contentImageBlobs, contentPostImages, contentPosts } from '../../db/schema/content.ts'
import { profiles } from '../../db/schema/customers.ts'
import { publications } from '../../db/schema/publishing.ts'

export type PublicationRow = typeof publications.$inferSelect

/** Statuses of a post that may be published (read only: posts belong to the content feature). */
export const PUBLISHABLE = ['approved', 'scheduled']

/**
 * Approved posts, not held, due by `now`, that have no publication yet, of customers whose publishing is
 * not paused (`pausedCustomers` wait): locked so two processes split them.
 */
export function claimDuePosts(executor: Executor, now: Date, limit: number, pausedCustomers: string[] = []) {
  return executor
    .select({ id: contentPosts.id, customerId: contentPosts.customerId, channel: contentPosts.channel })
    .from(contentPosts)
    .where(
      and(
        inArray(contentPosts.status, PUBLISHABLE),
        isNull(contentPosts.heldAt),
        lte(contentPosts.scheduledAt, now),
        pausedCustomers.length > 0 ? notInArray(contentPosts.customerId, pausedCustomers) : undefined,
        notExists(
          executor.select({ one: sql`1` }).from(publications).where(eq(publications.postId, contentPosts.id)),
        ),
      ),
    )
    .orderBy(asc(contentPosts.scheduledAt))
    .limit(limit)
    .for('update', { skipLocked: true, of: contentPosts })
}

export async function insertPublications(
  executor: Executor,
  rows: { postId: string; userId: string; channel: string }[],
) {
  if (rows.length === 0) return []
  return executor
    .insert(publications)
    .values(rows)
    .onConflictDoNothing({ target: publications.postId })
    .returning({ id: publications.id })
}

export async function findPublication(executor: Executor, id: string) {
  const [row] = await executor.select().from(publications).where(eq(publications.id, id))
  return row
}

/** An attempt left running this long died with its process: another may take the publication over. */
const STALE_ATTEMPT_MS = 10 * 60_000

/**
 * Takes the publication for one attempt (queued -> publishing) in one statement: of two processes
 * running the same job, one gets the row and the other nothing.
 */
export async function claimPublication(executor: Executor, id: string, now: Date) {
  const stale = new Date(now.getTime() - STALE_ATTEMPT_MS)
  const [row] = await executor
    .update(publications)
    .set({ status: 'publishing', updatedAt: now })
    .where(
      and(
        eq(publications.id, id),
        or(
          eq(publications.status, 'queued'),
          and(eq(publications.status, 'publishing'), lt(publications.updatedAt, stale)),
        ),
      ),
    )
    .returning()
  return row
}

export async function updatePublication(executor: Executor, id: string, values: Partial<PublicationRow>) {
  await executor
    .update(publications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(publications.id, id))
}

export async function findPost(executor: Executor, postId: string) {
  const [row] = await executor.select().from(contentPosts).where(eq(contentPosts.id, postId))
  return row
}

/** The post's first image's bytes, as stored. */
export async function firstImage(executor: Executor, postId: string) {
  const [row] = await executor
    .select({ bytes: contentImageBlobs.bytes, contentType: contentImageBlobs.contentType })
    .from(contentPostImages)
    .innerJoin(contentImageBlobs, eq(contentImageBlobs.key, contentPostImages.fullKey))
    .where(and(eq(contentPostImages.postId, postId), isNull(contentPostImages.removedAt)))
    .orderBy(asc(contentPostImages.position))
    .limit(1)
  return row
}

function withPostAndCustomer(executor: Executor) {
  return executor
    .select({
      publication: publications,
      scheduledAt: contentPosts.scheduledAt,
      caption: contentPosts.caption,
      customerEmail: users.email,
      customerName: sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${users.name})`,
    })
    .from(publications)
    .innerJoin(contentPosts, eq(contentPosts.id, publications.postId))
    .innerJoin(users, eq(users.id, publications.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
}

/** Publications with their post and customer, for the team's list, oldest first. */
export function listByStatus(executor: Executor, statuses: string[]) {
  return withPostAndCustomer(executor)
    .where(inArray(publications.status, statuses))
    .orderBy(asc(publications.createdAt))
    .limit(500)
}

export function listOne(executor: Executor, publicationId: string) {
  return withPostAndCustomer(executor).where(eq(publications.id, publicationId))
}

export async function countByStatus(executor: Executor, statuses: string[]) {
  const [row] = await executor
    .select({ n: count() })
    .from(publications)
    .where(inArray(publications.status, statuses))
  return row?.n ?? 0
}

/** How many posts the customer's account on this channel published through the API since `since`, and the oldest. */
export async function apiPostsSince(executor: Executor, userId: string, channel: string, since: Date) {
  const [row] = await executor
    .select({ n: count(), oldest: min(publications.publishedAt) })
    .from(publications)
    .where(
      and(
        eq(publications.userId, userId),
        eq(publications.channel, channel),
        isNotNull(publications.networkPostId),
        gt(publications.publishedAt, since),
      ),
    )
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null }
}
