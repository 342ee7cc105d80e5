import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { profiles } from '../../db/schema/customers.ts'

export type ProfileRow = typeof profiles.$inferSelect

export async function findProfile(executor: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await executor.select().from(profiles).where(eq(profiles.id, userId))
  return row
}

/** Inserts the row when missing (accounts made before profiles existed), else changes nothing. */
export async function insertProfileIfMissing(executor: Executor, userId: string, displayName: string) {
  await executor
    .insert(profiles)
    .values({ id: userId, displayName, welcomeShown: false })
    .onConflictDoNothing()
}

export async function updateDisplayName(executor: Executor, userId: string, displayName: string) {
  const [row] = await executor
    .update(profiles)
    .set({ displayName })
    .where(eq(profiles.id, userId))
    .returning()
  return row
}
