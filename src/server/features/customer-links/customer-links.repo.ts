import { and, eq, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { userDriveLinks } from '../../db/schema/customers.ts'

export interface LinksRow {
  driveLink: string | null
  googleSheetLink: string | null
}

const columns = { driveLink: userDriveLinks.driveLink, googleSheetLink: userDriveLinks.googleSheetLink }

export async function findLinks(executor: Executor, userId: string): Promise<LinksRow | undefined> {
  const [row] = await executor.select(columns).from(userDriveLinks).where(eq(userDriveLinks.userId, userId))
  return row
}

export async function upsertLinks(executor: Executor, userId: string, links: LinksRow): Promise<LinksRow> {
  const [row] = await executor
    .insert(userDriveLinks)
    .values({ userId, ...links })
    .onConflictDoUpdate({ target: userDriveLinks.userId, set: { ...links, updatedAt: new Date() } })
    .returning(columns)
  if (!row) throw new Error('links upsert returned no row')
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
