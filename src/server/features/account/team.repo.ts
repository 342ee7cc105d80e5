import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { accounts, users } from '../../db/schema/auth.ts'

const ADMIN_ROLE = 'admin'
/** The team: administrators not removed (a removed member is banned, and keeps their name on past replies). */
const onTheTeam = and(eq(users.role, ADMIN_ROLE), sql`${users.banned} is not true`)

export async function listTeam(executor: Executor) {
  return executor
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      passwordSet: sql<boolean>`${accounts.password} is not null`,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(onTheTeam)
    .orderBy(asc(users.createdAt), asc(users.id))
}

export async function countTeam(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(users).where(onTheTeam)
  return row?.n ?? 0
}

export async function findTeamMember(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), onTheTeam))
  return row
}

/**
 * Holds the team until the transaction ends: two administrators removing each other at the same moment
 * would otherwise each see the other still there and leave no one.
 */
export async function lockTeam(executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext('team_members'))`)
}

/**
 * Bans a removed member in the transaction that counted the team (the library's API would write on
 * another connection, after the lock is gone); the library refuses a banned account's sign-in.
 */
export async function markRemoved(executor: Executor, id: string): Promise<void> {
  await executor
    .update(users)
    .set({ banned: true, banReason: 'removed from the team', updatedAt: new Date() })
    .where(eq(users.id, id))
}
