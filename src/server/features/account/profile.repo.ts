import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { profiles } from '../../db/schema/customers.ts'

export type ProfileRow = typeof profiles.$inferSelect

export async function findProfile(executor: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await executor.select().from(profiles).where(eq(profiles.id, userId))
  return row
}

/** Every account has a profile row (display name, first-visit flag); repeating it changes nothing. */
export async function insertProfileIfMissing(
  executor: Executor,
  profile: { id: string; displayName: string; welcomeShown?: boolean },
): Promise<void> {
  await executor
    .insert(profiles)
    .values({ welcomeShown: false, ...profile })
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

export async function setWelcomeShown(executor: Executor, userId: string, welcomeShown: boolean) {
  await executor
    .insert(profiles)
    .values({ id: userId, welcomeShown })
    .onConflictDoUpdate({ target: profiles.id, set: { welcomeShown } })
}
