import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { AuthAccounts } from './auth-accounts.ts'

// 'admin@localhost' fails the e-mail validation of sign-in, so the default uses the reserved .localhost domain.
export const DEFAULT_ADMIN_EMAIL = 'admin@postcraft.localhost'

interface AdminCredentials {
  email?: string | undefined
  password?: string | undefined
}

export interface AdministratorDeps {
  db: Database
  identities: AuthAccounts
}

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD, that administrator exists after start: created with that password
 * once, and never given it again, so a password changed later (in Settings, or by a reset link) survives
 * every restart. An existing customer account made administrator this way gets the configured password
 * and loses its sessions and two-factor, so nobody who held it before walks in with the new role. Without them, an administrator is created only when
 * there is none, and its generated credentials are returned for the caller to show once.
 * Processes starting together may race: the unique e-mail lets exactly one create it.
 */
export async function ensureAdministrator(
  deps: AdministratorDeps,
  credentials: AdminCredentials,
): Promise<{ email: string; password: string } | undefined> {
  const configured = Boolean(credentials.email && credentials.password)
  const email = (configured ? (credentials.email as string) : DEFAULT_ADMIN_EMAIL).trim().toLowerCase()
  const password = configured ? (credentials.password as string) : randomBytes(12).toString('base64url')
  if (!configured && (await anyAdministrator(deps.db))) return undefined
  const existing = await deps.identities.findByEmail(email)
  if (!existing) {
    if (await createOnce(deps, email, password)) return configured ? undefined : { email, password }
    // Another process starting at the same moment created it first.
    if (!configured) return undefined
  }
  const account = existing ?? (await deps.identities.findByEmail(email))
  if (!account) throw new Error(`administrator ${email} vanished during start-up`)
  if (account.role !== 'admin') {
    await deps.identities.revokeAccess(account.id, { keepPassword: true })
    await deps.identities.setRole(account.id, 'admin')
    await deps.identities.setPassword(account.id, password)
  } else if (!(await deps.identities.hasPassword(account.id))) {
    await deps.identities.setPassword(account.id, password)
  }
  await deps.identities.markEmailProven(account.id)
  return undefined
}

/** True when this call created the account; false when the e-mail was taken meanwhile. */
async function createOnce(deps: AdministratorDeps, email: string, password: string): Promise<boolean> {
  try {
    await deps.identities.createAdministrator(email, password)
    return true
  } catch (error) {
    if (await deps.identities.findByEmail(email)) return false
    throw error
  }
}

async function anyAdministrator(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select 1 from users where role = 'admin' limit 1`)
  return (result as unknown as { rows: unknown[] }).rows.length > 0
}

declare module 'fastify' {
  interface FastifyInstance {
    /** See `ensureAdministrator`; main.ts calls it after building the app. */
    ensureAdministrator(
      credentials: AdminCredentials,
    ): Promise<{ email: string; password: string } | undefined>
  }
}
