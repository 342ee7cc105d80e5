import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, signIn } from '../../../../tests/support/test-app.ts'
import { backends, createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'
import { DEFAULT_ADMIN_EMAIL, ensureAdministrator } from './ensure-admin.ts'

function recordingLogger() {
  const warnings: string[] = []
  const logger = Fastify({ logger: false }).log
  return {
    warnings,
    logger: Object.assign(Object.create(logger), { warn: (message: string) => warnings.push(message) }),
  }
}

describe.each(backends)('ensureAdministrator on %s', (backend) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.handle.close()
  })

  it('creates the configured administrator once when processes start together', async () => {
    database = await createTestDatabase(backend)
    const { logger } = recordingLogger()
    const credentials = { email: 'Boss@Example.co.uk', password: 'boss-password' }
    await Promise.all([
      ensureAdministrator(database.handle.db, credentials, logger),
      ensureAdministrator(database.handle.db, credentials, logger),
    ])
    const admins = await database.handle.db.select().from(users).where(eq(users.role, 'admin'))
    expect(admins.map((user) => user.email)).toEqual(['boss@example.co.uk'])
  })

  it('creates a default administrator only when there is none, and logs its password once', async () => {
    database = await createTestDatabase(backend)
    const { logger, warnings } = recordingLogger()
    await Promise.all([
      ensureAdministrator(database.handle.db, {}, logger),
      ensureAdministrator(database.handle.db, {}, logger),
    ])
    await ensureAdministrator(database.handle.db, {}, logger)
    const admins = await database.handle.db.select().from(users).where(eq(users.role, 'admin'))
    expect(admins.map((user) => user.email)).toEqual([DEFAULT_ADMIN_EMAIL])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(DEFAULT_ADMIN_EMAIL)
  })
})

describe.each(backends)('the configured administrator password on %s', (backend) => {
  it('is applied at every start', async () => {
    const t = await createTestApp(backend)
    try {
      await ensureAdministrator(
        t.database.db,
        { email: 'admin@postcraft.test', password: 'rotated-password' },
        t.app.log,
      )
      await expect(signIn(t.app, 'admin@postcraft.test', 'rotated-password')).resolves.toBeTruthy()
      await expect(signIn(t.app, 'admin@postcraft.test', 'admin-password-1')).rejects.toThrow(/401/)
    } finally {
      await t.close()
    }
  })
})
