import { and, eq, ne } from 'drizzle-orm'
import type { BriefAnswers } from '#shared/schemas/brief.ts'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { customerBriefs } from '../../db/schema/brief.ts'

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
