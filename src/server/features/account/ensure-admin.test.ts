import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  confirmEmail,
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends, createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database.ts'
import { secretFromUri, totpCode } from '../../../../tests/support/totp.ts'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { users } from '../../db/schema/auth.ts'
import { DEFAULT_ADMIN_EMAIL } from './ensure-admin.ts'

/** A server on a fresh database with no administrator yet. */
async function serverOn(database: TestDatabase) {
  const config = loadConfig({ APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' })
  return buildApp({ config, database: database.handle, logger: false, clientDir: false, runJobs: false })
}

describe.each(backends)('ensureAdministrator on %s', (backend) => {
  let database: TestDatabase
  let app: Awaited<ReturnType<typeof serverOn>>
  // One fresh database with no administrator, set up in a hook so a slow machine does not time out tests.
  beforeAll(async () => {
    database = await createTestDatabase(backend)
    app = await serverOn(database)
  })
  afterAll(async () => {
    await app.close()
    await database.handle.close()
  })

  it('creates a default administrator only when there is none, and returns its password once', async () => {
    const results = await Promise.all([app.ensureAdministrator({}), app.ensureAdministrator({})])
    const later = await app.ensureAdministrator({})
    const admins = await database.handle.db.select().from(users).where(eq(users.role, 'admin'))
    expect(admins.map((user) => user.email)).toEqual([DEFAULT_ADMIN_EMAIL])
    const shown = results.filter((result) => result !== undefined)
    expect(shown).toEqual([{ email: DEFAULT_ADMIN_EMAIL, password: expect.any(String) }])
    expect(later).toBeUndefined()
  })

  it('creates the configured administrator once when starts overlap', async () => {
    const credentials = { email: 'Boss@Example.co.uk', password: 'boss-password' }
    await Promise.all([app.ensureAdministrator(credentials), app.ensureAdministrator(credentials)])
    const bosses = await database.handle.db.select().from(users).where(eq(users.email, 'boss@example.co.uk'))
    expect(bosses.map((user) => [user.role, user.emailVerified])).toEqual([['admin', true]])
  })
})

describe.each(backends)('the configured administrator on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => {
    await t.close()
  })

  it('creates the administrator once and keeps a password changed later across restarts', async () => {
    const configured = { email: 'admin@postcraft.test', password: 'admin-password-1' }
    const cookie = await signIn(t.app, configured.email, configured.password)
    const changed = await t.app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: configured.password, newPassword: 'changed-in-settings-1' },
      }),
    )
    expect(changed.statusCode, changed.body).toBe(200)
    // The next start ensures the administrator with the same configuration.
    await t.app.ensureAdministrator(configured)
    await expect(signIn(t.app, configured.email, 'changed-in-settings-1')).resolves.toBeTruthy()
    await expect(signIn(t.app, configured.email, configured.password)).rejects.toThrow(/401/)
  })

  it('takes over an existing customer account without its sessions or two-factor', async () => {
    const app = t.app
    await signUp(app, 'promoted@example.com', 'customer-password')
    await confirmEmail(t, 'promoted@example.com')
    const cookie = await signIn(app, 'promoted@example.com', 'customer-password')
    const enable = await app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/auth/two-factor/enable',
        payload: { password: 'customer-password' },
      }),
    )
    expect(enable.statusCode, enable.body).toBe(200)
    const code = totpCode(secretFromUri(enable.json().totpURI))
    const verified = await app.inject(
      withCookie(cookie, { method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code } }),
    )
    expect(verified.statusCode, verified.body).toBe(200)

    await app.ensureAdministrator({ email: 'promoted@example.com', password: 'administrator-password' })

    const old = await app.inject(withCookie(cookie, { method: 'GET', url: '/api/session' }))
    expect(old.json().user).toBeNull()
    const adminCookie = await signIn(app, 'promoted@example.com', 'administrator-password')
    const session = await app.inject(withCookie(adminCookie, { method: 'GET', url: '/api/session' }))
    expect(session.json()).toMatchObject({ isAdmin: true, user: { twoFactorEnabled: false } })
  })
})
