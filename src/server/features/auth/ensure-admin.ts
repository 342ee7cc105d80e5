import { randomBytes, randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Executor } from '../../db/client.ts'
import { accounts, users } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/customers.ts'

// 'admin@localhost' fails the e-mail validation of sign-in, so the default uses the reserved .localhost domain.
/** An arbitrary constant: processes starting together ensure the administrator one at a time. */
const ENSURE_ADMIN_LOCK_ID = 727_274_002

export const DEFAULT_ADMIN_EMAIL = 'admin@postcraft.localhost'

interface AdminCredentials {
  email?: string | undefined
  password?: string | undefined
}

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD, that administrator exists with that password after start.
 * Without them, an administrator is created only when there is none, with a password logged once.
 * Processes starting together take turns (an advisory lock), so exactly one of them creates it.
 */
export async function ensureAdministrator(
  db: Database,
  credentials: AdminCredentials,
  logger: FastifyBaseLogger,
): Promise<void> {
  const configured = credentials.email && credentials.password
  const email = (configured ? (credentials.email as string) : DEFAULT_ADMIN_EMAIL).trim().toLowerCase()
  const password = configured ? (credentials.password as string) : randomBytes(12).toString('base64url')
  const passwordHash = await hashPassword(password)
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ENSURE_ADMIN_LOCK_ID})`)
    if (!configured) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
      if (existing) return false
    }
    await upsertAdministrator(tx, email, passwordHash)
    return true
  })
  if (created && !configured) {
    logger.warn(`No administrator configured: created ${email} with password ${password} (shown once).`)
  }
}

async function upsertAdministrator(tx: Executor, email: string, passwordHash: string): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.email, email))
  const userId = user?.id ?? randomUUID()
  if (user) {
    await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId))
  } else {
    await tx
      .insert(users)
      .values({ id: userId, name: 'Administrator', email, emailVerified: true, role: 'admin' })
  }
  const credential = and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'))
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(credential)
  if (account) {
    await tx.update(accounts).set({ password: passwordHash, updatedAt: new Date() }).where(credential)
  } else {
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    })
  }
  await tx
    .insert(profiles)
    .values({ id: userId, displayName: 'Administrator', welcomeShown: true })
    .onConflictDoNothing()
}
