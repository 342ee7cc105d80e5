import { randomBytes, randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { accounts, users } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/customers.ts'

// 'admin@localhost' fails the e-mail validation of sign-in, so the default uses the reserved .localhost domain.
export const DEFAULT_ADMIN_EMAIL = 'admin@postcraft.localhost'

interface AdminCredentials {
  email?: string | undefined
  password?: string | undefined
}

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD, that administrator exists with that password after start.
 * Without them, an administrator is created only when there is none, with a password logged once.
 */
export async function ensureAdministrator(
  db: Database,
  credentials: AdminCredentials,
  logger: FastifyBaseLogger,
): Promise<void> {
  let { email, password } = credentials
  if (!email || !password) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
    if (existing) return
    email = DEFAULT_ADMIN_EMAIL
    password = randomBytes(12).toString('base64url')
    logger.warn(`No administrator configured: created ${email} with password ${password} (shown once).`)
  }
  const normalisedEmail = email.trim().toLowerCase()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, normalisedEmail))
    const userId = user?.id ?? randomUUID()
    if (user) {
      await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId))
    } else {
      await tx.insert(users).values({
        id: userId,
        name: 'Administrator',
        email: normalisedEmail,
        emailVerified: true,
        role: 'admin',
      })
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
  })
}
