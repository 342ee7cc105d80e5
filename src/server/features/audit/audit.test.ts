import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeTable } from '../../../../tests/support/route-table.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { auditLog, users } from '../../db/schema.ts'
import { isAudited } from '../../plugins/audit/audit-log.ts'
import { deleteExpiredAuditEntries } from './audit.jobs.ts'

describe.each(backends)('the audit log of administrators’ actions, on %s', (backend) => {
  let t: TestApp
  let admin: string
  let customer: string
  let customerId: string

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    await signUp(t.app, 'shop@example.co.uk', 'shop-password')
    customer = await signIn(t.app, 'shop@example.co.uk', 'shop-password')
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'shop@example.co.uk'))
    customerId = row?.id ?? ''
  })
  afterAll(async () => {
    await t.close()
  })

  const page = async (query = '') =>
    (await t.app.inject(withCookie(admin, { method: 'GET', url: `/api/admin/audit${query}` }))).json()

  it('records who changed what about which customer, from where, before the administrator hears back', async () => {
    const saved = await t.app.inject(
      withCookie(admin, {
        method: 'PUT',
        url: `/api/admin/customers/${customerId}/links`,
        payload: { driveLink: 'https://drive.google.com/drive/folders/abc', googleSheetLink: '' },
      }),
    )
    expect(saved.statusCode).toBe(200)
    const { entries } = await page(`?customerId=${customerId}`)
    expect(entries[0]).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      action: "Set a customer's drive folder and spreadsheet links",
      method: 'PUT',
      route: '/api/admin/customers/:userId/links',
      params: { userId: customerId },
      customerId,
      status: 200,
      ip: '127.0.0.1',
      requestId: saved.headers['x-request-id'],
    })
    // The body (here the links) is not copied into the log.
    expect(JSON.stringify(entries[0])).not.toContain('drive.google.com')
  })

  it('records exports of customer data, and refused attempts with their status', async () => {
    await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/customers/export' }))
    const refusedLinks = await t.app.inject(
      withCookie(admin, {
        method: 'PUT',
        url: '/api/admin/customers/nobody/links',
        payload: { driveLink: 'nope' },
      }),
    )
    expect(refusedLinks.statusCode).toBe(400)
    const { entries } = await page()
    expect(entries.map((entry: { route: string; status: number }) => [entry.route, entry.status])).toEqual(
      expect.arrayContaining([
        ['/api/admin/customers/export', 200],
        ['/api/admin/customers/:userId/links', 400],
      ]),
    )
    const refused = await page('?succeeded=false')
    expect(refused.entries.every((entry: { status: number }) => entry.status >= 300)).toBe(true)
  })

  it('records nothing for customers and visitors, and reads of lists are not actions', async () => {
    const before = (await t.database.db.select().from(auditLog)).length
    await t.app.inject(withCookie(customer, { method: 'POST', url: '/api/admin/jobs/failed/retry' }))
    await t.app.inject({ method: 'POST', url: '/api/admin/jobs/failed/retry' })
    await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/customers' }))
    expect((await t.database.db.select().from(auditLog)).length).toBe(before)
  })

  it('covers every administrator route that changes data', () => {
    const changes = routeTable(t.app).filter(
      (route) =>
        route.url.startsWith('/api/admin/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
    )
    expect(changes.length).toBeGreaterThan(10)
    for (const route of changes)
      expect(isAudited(route.method, route.url), `${route.method} ${route.url}`).toBe(true)
  })

  it('refuses the log to customers', async () => {
    const response = await t.app.inject(withCookie(customer, { method: 'GET', url: '/api/admin/audit' }))
    expect(response.statusCode).toBe(403)
  })

  it('keeps entries for six years, then the daily job deletes them', async () => {
    const entry = (action: string, yearsAgo: number) => ({
      at: new Date(Date.now() - yearsAgo * 365.25 * 24 * 60 * 60 * 1000),
      actorId: 'admin-id',
      actorEmail: TEST_ADMIN.email,
      action,
      method: 'POST',
      route: '/api/admin/example',
      params: {},
      status: 200,
      ip: '127.0.0.1',
      requestId: `retention-${action}`,
    })
    await t.database.db.insert(auditLog).values([entry('seven years old', 7), entry('five years old', 5)])
    expect(await deleteExpiredAuditEntries(t.database.db)).toBe(1)
    const left = await t.database.db.select({ action: auditLog.action }).from(auditLog)
    expect(left.map((row) => row.action)).toContain('five years old')
    expect(left.map((row) => row.action)).not.toContain('seven years old')
  })
})
