import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { portfolioDesigns as designs } from '../../db/schema/portfolio.ts'

export type DesignRow = typeof designs.$inferSelect

export async function listDesigns(executor: Executor, onlyPublished: boolean): Promise<DesignRow[]> {
  return executor
    .select()
    .from(designs)
    .where(onlyPublished ? eq(designs.published, true) : undefined)
    .orderBy(asc(designs.position), asc(designs.createdAt))
}

export async function countDesigns(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: sql<number>`count(*)::int` }).from(designs)
  return row?.n ?? 0
}

export async function findDesign(executor: Executor, id: string): Promise<DesignRow | undefined> {
  const [row] = await executor.select().from(designs).where(eq(designs.id, id))
  return row
}

export async function lockDesign(executor: Executor, id: string): Promise<DesignRow | undefined> {
  const [row] = await executor.select().from(designs).where(eq(designs.id, id)).for('update')
  return row
}

export async function findDesignByImage(executor: Executor, imageId: string): Promise<DesignRow | undefined> {
  const [row] = await executor.select().from(designs).where(eq(designs.imageId, imageId))
  return row
}

/** The next position at the end of the list. */
export async function nextPosition(executor: Executor): Promise<number> {
  const [row] = await executor.select({ most: sql<number | null>`max(${designs.position})` }).from(designs)
  return (row?.most ?? 0) + 1
}

export async function insertDesign(
  executor: Executor,
  values: Pick<DesignRow, 'title' | 'category' | 'description' | 'position'>,
): Promise<DesignRow> {
  const [row] = await executor.insert(designs).values(values).returning()
  if (!row) throw new Error('design insert returned no row')
  return row
}

export async function updateDesign(
  executor: Executor,
  id: string,
  values: Partial<Omit<DesignRow, 'id' | 'createdAt'>>,
): Promise<DesignRow> {
  const [row] = await executor
    .update(designs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(designs.id, id))
    .returning()
  if (!row) throw new Error('design update returned no row')
  return row
}

/** The design just before (up) or after (down) `position` in the page's order, locked. */
export async function neighbour(
  executor: Executor,
  position: number,
  direction: 'up' | 'down',
): Promise<DesignRow | undefined> {
  const [row] = await executor
    .select()
    .from(designs)
    .where(direction === 'up' ? lt(designs.position, position) : gt(designs.position, position))
    .orderBy(direction === 'up' ? desc(designs.position) : asc(designs.position))
    .limit(1)
    .for('update')
  return row
}

export async function deleteDesign(executor: Executor, id: string): Promise<void> {
  await executor.delete(designs).where(and(eq(designs.id, id)))
}
