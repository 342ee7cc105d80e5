import { and, asc, eq, ne } from 'drizzle-orm'
import type { BriefAnswers } from '#shared/schemas/brief.ts'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { customerBriefImages, customerBriefs } from '../../db/schema/brief.ts'

export interface BriefRow {
  answers: Partial<BriefAnswers>
  submittedAt: Date | null
  updatedAt: Date
}

const columns = {
  answers: customerBriefs.answers,
  submittedAt: customerBriefs.submittedAt,
  updatedAt: customerBriefs.updatedAt,
}

export async function findBrief(executor: Executor, userId: string): Promise<BriefRow | undefined> {
  const [row] = await executor.select(columns).from(customerBriefs).where(eq(customerBriefs.userId, userId))
  return row
}

/** The brief's row, locked for the rest of the transaction (two tabs typing at once merge, not overwrite). */
export async function lockBrief(executor: Executor, userId: string): Promise<BriefRow | undefined> {
  const [row] = await executor
    .select(columns)
    .from(customerBriefs)
    .where(eq(customerBriefs.userId, userId))
    .for('update')
  return row
}

export async function upsertBrief(
  executor: Executor,
  userId: string,
  values: { answers: Partial<BriefAnswers>; submittedAt?: Date },
): Promise<BriefRow> {
  const set = { ...values, updatedAt: new Date() }
  const [row] = await executor
    .insert(customerBriefs)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: customerBriefs.userId, set })
    .returning(columns)
  if (!row) throw new Error('brief upsert returned no row')
  return row
}

/** Read only (accounts belong to the account feature): whether the id is a customer's. */
export async function isCustomer(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), ne(users.role, 'admin')))
  return row !== undefined
}

export type BriefImageRow = typeof customerBriefImages.$inferSelect

export async function listBriefImages(executor: Executor, userId: string): Promise<BriefImageRow[]> {
  return executor
    .select()
    .from(customerBriefImages)
    .where(eq(customerBriefImages.userId, userId))
    .orderBy(asc(customerBriefImages.createdAt), asc(customerBriefImages.id))
}

export async function findBriefImage(
  executor: Executor,
  imageId: string,
): Promise<BriefImageRow | undefined> {
  const [row] = await executor.select().from(customerBriefImages).where(eq(customerBriefImages.id, imageId))
  return row
}

export async function insertBriefImage(executor: Executor, values: typeof customerBriefImages.$inferInsert) {
  await executor.insert(customerBriefImages).values(values)
}

/** Deletes the rows (a trigger deletes their bytes from the image store). */
export async function deleteBriefImages(
  executor: Executor,
  userId: string,
  where: { id?: string; kind?: string },
) {
  await executor
    .delete(customerBriefImages)
    .where(
      and(
        eq(customerBriefImages.userId, userId),
        where.id ? eq(customerBriefImages.id, where.id) : undefined,
        where.kind ? eq(customerBriefImages.kind, where.kind) : undefined,
      ),
    )
}

/** Serialises a customer's uploads (the photo count, the one logo) for the rest of the transaction. */
export async function lockCustomer(executor: Executor, userId: string): Promise<void> {
  await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
}
