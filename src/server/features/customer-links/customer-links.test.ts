import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'
import { userDriveLinks } from '../../db/schema/customers.ts'

const DRIVE = 'https://drive.example.com/folders/abc'
const SHEET = 'http://sheets.example.com/d/xyz'

describe.each(backends)('customer links on %s', (backend) => {
  let t: TestApp
  let admin: string
  let alice: { id: string; cookie: string }

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const a = await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice Smith')
    alice = { id: a.user.id, cookie: await signIn(t.app, 'alice@example.com', 'alice-password') }
  })
  afterAll(async () => {
    await t.close()
  })

  const save = (userId: string, payload: Record<string, unknown>) =>
    t.app.inject(withCookie(admin, { method: 'PUT', url: `/api/admin/customers/${userId}/links`, payload }))
  const own = async (options: Partial<InjectOptions> = {}) =>
    t.app.inject(withCookie(alice.cookie, { method: 'GET', url: '/api/links', ...options }))
  const stored = async () =>
    (await t.database.db.select().from(userDriveLinks).where(eq(userDriveLinks.userId, alice.id)))[0]

  it('answers 401 to a visitor, and two empty links before any are set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/links' })).statusCode).toBe(401)
    expect((await own()).json()).toEqual({ driveLink: null, googleSheetLink: null })
  })

  it('saves both links for a customer, who then reads them', async () => {
    const response = await save(alice.id, { driveLink: ` ${DRIVE} `, googleSheetLink: SHEET })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      links: { driveLink: DRIVE, googleSheetLink: SHEET },
      notice: 'Links saved successfully',
    })
    expect((await own()).json()).toEqual({ driveLink: DRIVE, googleSheetLink: SHEET })
  })

  it('clears a blank or null link', async () => {
    const response = await save(alice.id, { driveLink: '   ', googleSheetLink: null })
    expect(response.json().links).toEqual({ driveLink: null, googleSheetLink: null })
    expect(await stored()).toMatchObject({ driveLink: null, googleSheetLink: null })
    await save(alice.id, { driveLink: DRIVE, googleSheetLink: SHEET })
  })

  it.each(['ftp://files.example.com/a', 'javascript:alert(1)', 'not a link'])(
    'refuses %s and keeps the saved links',
    async (link) => {
      const response = await save(alice.id, { driveLink: link, googleSheetLink: SHEET })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields.driveLink).toBe(
        'Please enter a link starting with http:// or https://',
      )
      expect(await stored()).toMatchObject({ driveLink: DRIVE, googleSheetLink: SHEET })
    },
  )

  it('answers 404 for an unknown account or an administrator', async () => {
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email))
    for (const id of ['no-such-user', adminRow?.id ?? '']) {
      const response = await save(id, { driveLink: DRIVE, googleSheetLink: SHEET })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('Customer not found')
    }
    expect(await t.database.db.select().from(userDriveLinks)).toHaveLength(1)
  })
})
