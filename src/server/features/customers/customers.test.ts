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
import { writeUnannounced } from '../../../../tests/support/unannounced-write.ts'
import { users } from '../../db/schema/auth.ts'
import { orders, profiles, subscriptions, userDriveLinks } from '../../db/schema/customers.ts'
import { KEPT_FROM } from '../../plugins/realtime/count-cache.ts'

const services = (plan: string) => ({
  plan,
  freeChannel: 'instagram',
  additionalChannels: [],
  itemsDescription: [`${plan} plan`],
  addOns: {},
})

describe.each(backends)('admin customer list on %s', (backend) => {
  let t: TestApp
  let admin: string
  let alice: string
  let bob: string

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    alice = (await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice Smith')).user.id
    bob = (await signUp(t.app, 'bob@example.com', 'bob-password', 'Bob Jones')).user.id
    const { db } = t.database
    await db.insert(orders).values([
      {
        userId: alice,
        provider: 'test',
        providerSessionId: 'a-1',
        amount: 7900,
        services: services('basic'),
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      {
        userId: alice,
        provider: 'test',
        providerSessionId: 'a-2',
        amount: 29250,
        services: services('pro'),
        createdAt: new Date('2026-02-01T10:00:00Z'),
      },
    ])
    await db.insert(subscriptions).values([
      { userId: alice, productId: 'prod_pro', priceAmount: 29250, provider: 'test', status: 'active' },
      { userId: bob, productId: 'prod_basic', priceAmount: 7900, provider: 'test', status: 'canceled' },
    ])
    await t.app.inject(
      withCookie(admin, {
        method: 'PUT',
        url: `/api/admin/customers/${alice}/links`,
        payload: { driveLink: 'https://drive.example.com/a', googleSheetLink: '' },
      }),
    )
  })
  afterAll(async () => {
    await t.close()
  })

  const get = async (url: string, cookie = admin) =>
    t.app.inject(withCookie(cookie, { method: 'GET', url } as InjectOptions))
  const emails = (body: { customers: Array<{ email: string }> }) => body.customers.map((c) => c.email)

  it('lists customers newest first with plan, latest order and links, leaving administrators out', async () => {
    const body = (await get('/api/admin/customers')).json()
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 2 })
    expect(emails(body)).toEqual(['bob@example.com', 'alice@example.com'])
    expect(body.customers[1]).toEqual({
      id: alice,
      email: 'alice@example.com',
      displayName: 'Alice Smith',
      createdAt: expect.any(String),
      twoFactorEnabled: false,
      subscription: { priceAmount: 29250, status: 'active' },
      latestOrder: {
        amount: 29250,
        currency: 'GBP',
        createdAt: '2026-02-01T10:00:00.000Z',
        services: services('pro'),
      },
      driveLink: 'https://drive.example.com/a',
      googleSheetLink: null,
    })
    expect(body.customers[0]).toMatchObject({
      email: 'bob@example.com',
      subscription: null,
      latestOrder: null,
      driveLink: null,
    })
  })

  it.each([
    ['ALICE', ['alice@example.com']],
    ['jones', ['bob@example.com']],
    ['example.com', ['bob@example.com', 'alice@example.com']],
    ['%', []],
    ['_', []],
    ['nobody', []],
  ])('searches e-mail and display name for %j, case-insensitively', async (search, expected) => {
    const body = (await get(`/api/admin/customers?search=${encodeURIComponent(search)}`)).json()
    expect(emails(body)).toEqual(expected)
    expect(body.total).toBe(expected.length)
  })

  it('pages 50 customers at a time with the total', async () => {
    const { db } = t.database
    const many = Array.from({ length: 53 }, (_, i) => ({
      id: `bulk-${i}`,
      name: `Bulk ${i}`,
      email: `bulk-${String(i).padStart(2, '0')}@example.org`,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
    }))
    await db.insert(users).values(many)
    await db.insert(profiles).values(many.map((u) => ({ id: u.id, displayName: u.name })))
    const first = (await get('/api/admin/customers?search=example.org')).json()
    expect(first).toMatchObject({ total: 53, pageSize: 50 })
    expect(first.customers).toHaveLength(50)
    expect(first.customers[0].email).toBe('bulk-52@example.org')
    const second = (await get('/api/admin/customers?search=example.org&page=2')).json()
    expect(emails(second)).toEqual(['bulk-02@example.org', 'bulk-01@example.org', 'bulk-00@example.org'])
    const all = (await get('/api/admin/customers')).json()
    expect(all.total).toBe(55)
  })

  it('counts subscribed users, the team’s unread messages and open tickets', async () => {
    const cookie = await signIn(t.app, 'bob@example.com', 'bob-password')
    const customer = (options: InjectOptions) => t.app.inject(withCookie(cookie, options))
    await customer({ method: 'POST', url: '/api/messages', payload: { subject: 'Hi', message: 'Hello' } })
    await customer({
      method: 'POST',
      url: '/api/support/tickets',
      payload: { type: 'support', subject: 'Help', message: 'Please' },
    })
    const overview = (await get('/api/admin/overview')).json()
    expect(overview).toMatchObject({
      subscribedUsers: 1,
      unreadMessages: 1,
      openTickets: 1,
      totalConversations: 0,
      highIntentLeads: 0,
      capturedContacts: 0,
      activeConversations24h: 0,
      // Billing's figures have their own test (customers-billing.test.ts).
      mrrPence: 29250,
      pastDueSubscriptions: 0,
    })
    expect((await get('/api/admin/overview', cookie)).statusCode).toBe(403)
  })
  it('shows a sign-up and a new display name in a search whose matches are kept, at once', async () => {
    const { db } = t.database
    const many = Array.from({ length: KEPT_FROM }, (_, i) => ({
      id: `kept-${i}`,
      name: `Kept ${i}`,
      email: `kept-${i}@kept.example`,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)),
    }))
    await db.insert(users).values(many)
    const search = async () => (await get('/api/admin/customers?search=KEPT.EXAMPLE')).json()
    expect((await search()).total).toBe(KEPT_FROM)
    // A row written with no notice: the kept matches do not see it.
    await writeUnannounced(db, (tx) =>
      tx.insert(users).values({ id: 'quiet', name: 'Quiet', email: 'quiet@kept.example' }),
    )
    expect((await search()).total).toBe(KEPT_FROM)

    await signUp(t.app, 'newcomer@kept.example', 'newcomer-password')
    const afterSignUp = await search()
    expect(afterSignUp.total).toBe(KEPT_FROM + 2)
    expect(emails(afterSignUp)[0]).toBe('newcomer@kept.example')

    await signUp(t.app, 'carol@example.net', 'carol-password')
    expect((await search()).total).toBe(KEPT_FROM + 2)
    const carol = await signIn(t.app, 'carol@example.net', 'carol-password')
    const renamed = await t.app.inject(
      withCookie(carol, {
        method: 'PATCH',
        url: '/api/profile',
        payload: { displayName: 'Carol of Kept.Example' },
      }),
    )
    expect(renamed.statusCode).toBe(200)
    const afterRename = await search()
    expect(afterRename.total).toBe(KEPT_FROM + 3)
    expect(emails(afterRename)[0]).toBe('carol@example.net')
  })
  it("keeps a long list's page until a customer changes: saved links show at once", async () => {
    const { db } = t.database
    // 1,000 customers and more match, so this search's matches and pages are kept.
    const page = async () => (await get('/api/admin/customers?search=kept.example&page=2')).json()
    const first = (await page()).customers[0]
    expect(first).toMatchObject({ driveLink: null })
    // A row written with no notice: the kept page does not see it.
    await writeUnannounced(db, (tx) =>
      tx.insert(userDriveLinks).values({ userId: first.id, driveLink: 'https://quiet.example/drive' }),
    )
    expect((await page()).customers[0]).toMatchObject({ id: first.id, driveLink: null })

    const saved = await t.app.inject(
      withCookie(admin, {
        method: 'PUT',
        url: `/api/admin/customers/${first.id}/links`,
        payload: {
          driveLink: 'https://drive.example.com/kept',
          googleSheetLink: 'https://sheet.example.com/k',
        },
      }),
    )
    expect(saved.statusCode).toBe(200)
    expect((await page()).customers[0]).toMatchObject({
      id: first.id,
      driveLink: 'https://drive.example.com/kept',
      googleSheetLink: 'https://sheet.example.com/k',
    })
  })
})
