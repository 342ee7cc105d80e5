import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  signIn,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'
import { subscriptions } from '../../db/schema/customers.ts'

// 15 October 2026, British Summer Time: the UK month began at 2026-09-30T23:00:00Z.
const NOW = new Date('2026-10-15T12:00:00Z')
const OCTOBER_STARTS = '2026-09-30T23:00:00Z'

interface Row {
  id: string
  productId: string
  priceAmount: number
  interval?: 'month' | 'six_months'
  status: 'active' | 'past_due' | 'canceled'
  createdAt: string
  endedAt?: string
  pastDueSince?: string
}

const ROWS: Row[] = [
  // Billing since March: Pro monthly.
  { id: 'a', productId: 'prod_pro', priceAmount: 14900, status: 'active', createdAt: '2026-03-10T09:00:00Z' },
  // Pro every six months, started half an hour into October in UK time (still 30 September in UTC).
  {
    id: 'b',
    productId: 'prod_pro',
    priceAmount: 89400,
    interval: 'six_months',
    status: 'active',
    createdAt: '2026-09-30T23:30:00Z',
  },
  // A minute before October in UK time: September's; past due since 10 October.
  {
    id: 'c',
    productId: 'prod_basic',
    priceAmount: 9900,
    status: 'past_due',
    createdAt: '2026-09-30T22:59:00Z',
    pastDueSince: '2026-10-10T09:00:00Z',
  },
  // Ended at the first instant of October (UK): ended this month.
  {
    id: 'd',
    productId: 'prod_pro',
    priceAmount: 14900,
    status: 'canceled',
    createdAt: '2026-01-05T09:00:00Z',
    endedAt: OCTOBER_STARTS,
  },
  // Ended a second before October (UK): September's.
  {
    id: 'e',
    productId: 'prod_premium',
    priceAmount: 29900,
    status: 'canceled',
    createdAt: '2026-02-01T00:00:00Z',
    endedAt: '2026-09-30T22:59:59Z',
  },
  // Ended long before the chart's months.
  {
    id: 'f',
    productId: 'prod_pro',
    priceAmount: 14900,
    status: 'canceled',
    createdAt: '2025-01-01T09:00:00Z',
    endedAt: '2025-06-01T09:00:00Z',
  },
]

describe.each(backends)('billing on the overview and the customers list on %s', (backend) => {
  let t: TestApp
  let admin: string
  const get = (url: string, cookie = admin) =>
    t.app.inject(withCookie(cookie, { method: 'GET', url } as InjectOptions))

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: () => NOW })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const { db } = t.database
    await db
      .insert(users)
      .values(ROWS.map((row) => ({ id: `user-${row.id}`, name: row.id, email: `${row.id}@example.com` })))
    await db.insert(subscriptions).values(
      ROWS.map((row) => ({
        userId: `user-${row.id}`,
        productId: row.productId,
        priceAmount: row.priceAmount,
        billingInterval: row.interval ?? 'month',
        provider: 'test',
        status: row.status,
        createdAt: new Date(row.createdAt),
        endedAt: row.endedAt ? new Date(row.endedAt) : null,
        pastDueSince: row.pastDueSince ? new Date(row.pastDueSince) : null,
      })),
    )
  })
  afterAll(async () => {
    await t.close()
  })

  it('counts MRR (six-monthly at its monthly equivalent), new, ended and past due in the UK month', async () => {
    const response = await get('/api/admin/overview')
    expect(response.statusCode, response.body).toBe(200)
    const overview = response.json()
    expect(overview).toMatchObject({
      // a 14900 + b 89400 / 6 + c 9900 (past due still bills).
      mrrPence: 14900 + 14900 + 9900,
      newSubscriptionsThisMonth: 1,
      endedSubscriptionsThisMonth: 1,
      pastDueSubscriptions: 1,
    })
  })

  it('charts the last 12 UK months of recurring revenue and active customers', async () => {
    const { revenueMonths } = (await get('/api/admin/overview')).json()
    expect(revenueMonths).toHaveLength(12)
    const byMonth = Object.fromEntries(revenueMonths.map((m: { month: string }) => [m.month, m])) as Record<
      string,
      { recurringRevenuePence: number; activeCustomers: number }
    >
    expect(revenueMonths[0].month).toBe('2025-11')
    expect(revenueMonths[11].month).toBe('2026-10')
    expect(byMonth['2025-11']).toEqual({ month: '2025-11', recurringRevenuePence: 0, activeCustomers: 0 })
    // End of January (midnight GMT): only d (e starts at that very instant).
    expect(byMonth['2026-01']).toMatchObject({ recurringRevenuePence: 14900, activeCustomers: 1 })
    // End of August: a, d and e.
    expect(byMonth['2026-08']).toMatchObject({
      recurringRevenuePence: 14900 + 14900 + 29900,
      activeCustomers: 3,
    })
    // End of September (UK): a, c and d (ended at that instant); e ended a second before; b not started.
    expect(byMonth['2026-09']).toMatchObject({
      recurringRevenuePence: 14900 + 9900 + 14900,
      activeCustomers: 3,
    })
    // Now: a, b (at its monthly equivalent) and c.
    expect(byMonth['2026-10']).toMatchObject({
      recurringRevenuePence: 14900 + 14900 + 9900,
      activeCustomers: 3,
    })
  })

  it('dates the end of a subscription when it is canceled, whoever cancels it', async () => {
    const { db } = t.database
    await db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, 'user-a'))
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, 'user-a'))
    expect(row?.endedAt).toBeInstanceOf(Date)
    await db
      .update(subscriptions)
      .set({ status: 'active', endedAt: null })
      .where(eq(subscriptions.userId, 'user-a'))
    const overview = (await get('/api/admin/overview')).json()
    expect(overview.mrrPence).toBe(14900 + 14900 + 9900)
  })

  it("shows a six-monthly plan's monthly price on its card", async () => {
    const list = (await get('/api/admin/customers?search=b@example.com')).json()
    expect(list.customers[0].subscription).toEqual({ priceAmount: 14900, status: 'active' })
  })

  it('filters the customers list to those past due, with the date their publishing pauses', async () => {
    const response = await get('/api/admin/customers?filter=past_due')
    expect(response.statusCode, response.body).toBe(200)
    const list = response.json()
    expect(list.total).toBe(1)
    expect(list.customers).toHaveLength(1)
    expect(list.customers[0]).toMatchObject({
      email: 'c@example.com',
      subscription: {
        status: 'past_due',
        pastDueSince: '2026-10-10T09:00:00.000Z',
        // The default grace period: 7 days.
        publishingPausedFrom: '2026-10-17T09:00:00.000Z',
      },
    })
    expect((await get('/api/admin/customers?filter=past_due&search=nobody')).json().total).toBe(0)
    expect((await get('/api/admin/customers')).json().total).toBe(ROWS.length)
  })

  it('moves the pause date when the team changes the grace period, and refuses bad settings', async () => {
    const put = (payload: unknown, cookie = admin) =>
      t.app.inject(
        withCookie(cookie, { method: 'PUT', url: '/api/admin/billing/settings', payload } as InjectOptions),
      )
    expect((await get('/api/admin/billing/settings')).json()).toEqual({ publishingGraceDays: 7 })
    expect((await put({ publishingGraceDays: 91 })).statusCode).toBe(400)
    expect((await put({ publishingGraceDays: 2.5 })).statusCode).toBe(400)
    expect((await put({})).statusCode).toBe(400)
    const saved = await put({ publishingGraceDays: 3 })
    expect(saved.statusCode, saved.body).toBe(200)
    const list = (await get('/api/admin/customers?filter=past_due')).json()
    expect(list.customers[0].subscription.publishingPausedFrom).toBe('2026-10-13T09:00:00.000Z')
    await put({ publishingGraceDays: 7 })
  })

  it('refuses an unknown filter, and is for the team only', async () => {
    const bad = await get('/api/admin/customers?filter=late')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBeTruthy()
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/billing/settings' })
    expect(visitor.statusCode).toBe(401)
  })
})
