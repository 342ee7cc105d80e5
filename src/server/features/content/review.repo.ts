import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  contentReviewBatches as batches,
  contentReviewBatchPosts as batchPosts,
} from '../../db/schema/content.ts'

export type BatchRow = typeof batches.$inferSelect

export async function insertBatch(executor: Executor, row: typeof batches.$inferInsert): Promise<BatchRow> {
  const [inserted] = await executor.insert(batches).values(row).returning()
  if (!inserted) throw new Error('batch insert returned no row')
  return inserted
}

export async function insertBatchPosts(
  executor: Executor,
  batchId: string,
  postIds: string[],
): Promise<void> {
  if (postIds.length === 0) return
  await executor.insert(batchPosts).values(postIds.map((postId) => ({ batchId, postId })))
}

export async function findBatchByTokenHash(
  executor: Executor,
  tokenHash: string,
): Promise<BatchRow | undefined> {
  const [row] = await executor.select().from(batches).where(eq(batches.tokenHash, tokenHash))
  return row
}

export async function findBatchById(executor: Executor, id: string): Promise<BatchRow | undefined> {
  const [row] = await executor.select().from(batches).where(eq(batches.id, id))
  return row
}

export async function listBatchPostIds(executor: Executor, batchId: string): Promise<string[]> {
  const rows = await executor
    .select({ postId: batchPosts.postId })
    .from(batchPosts)
    .where(eq(batchPosts.batchId, batchId))
  return rows.map((row) => row.postId)
}

export async function isPostInBatch(executor: Executor, batchId: string, postId: string): Promise<boolean> {
  const [row] = await executor
    .select({ postId: batchPosts.postId })
    .from(batchPosts)
    .where(and(eq(batchPosts.batchId, batchId), eq(batchPosts.postId, postId)))
  return row !== undefined
}
