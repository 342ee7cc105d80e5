import { count, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  latestEmail,
  signIn,
  type TestApp,
  useSetPasswordLink,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users, verifications } from '../../db/schema/auth.ts'
import { checkoutSessions } from '../../db/schema/checkout.ts'
import { orders, profiles, subscriptions } from '../../db/schema/customers.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'

/** Pro, Instagram free, LinkedIn Company Page extra, 8 videos, reports, SPECIAL10: £325.00 - £32.50. */
const order = (email: string) => ({
  email,
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: ['linkedin-company'],
  addOns: { videos: 8, carouselPosts: 0, reports: true },
  couponCode: 'special10',
  discountPence: 3250,
  totalPence: 29250,
})

let address = 0
/** Each test its own client address, so the per-address rate limit only bites where a test wants it. */
const fromNewAddress = (options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: `10.0.${Math.floor(++address / 250)}.${address % 250}`,
})

describe.each(backends)('checkout with the test payment provider on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    // Jobs run: the invite is sent by a job once the order commits.
    t = await createTestApp(backend, {}, { runJobs: true })
  })
  afterAll(async () => {
    await t.close()
  })

  const post = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject(fromNewAddress({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) }))
  const tally = async () => {
    const { db } = t.database
    const [c] = await db.select({ n: count() }).from(checkoutSessions)
    const [o] = await db.select({ n: count() }).from(orders)
    const [u] = await db.select({ n: count() }).from(users)
    const [e] = await db.select({ n: count() }).from(emailOutbox)
    return { checkouts: c?.n, orders: o?.n, users: u?.n, emails: e?.n }
  }
  const startCheckout = async (email: string) => {
    const response = await post('/api/checkout', order(email))
    expect(response.statusCode, response.body).toBe(200)
    const { url } = response.json() as { url: string }
    const id = url.split('/pay/')[1] ?? ''
    expect(url).toBe(`${t.config.APP_URL}/pay/${id}`)
    return id
  }

  it('prices the order on the server and shows it on the payment page', async () => {
    const id = await startCheckout('summary@example.co.uk')
    const response = await t.app.inject({ method: 'GET', url: `/api/checkout/${id}` })
    expect(response.statusCode).toBe(200)
    const summary = response.json()
    expect(summary).toMatchObject({ status: 'pending', planTitle: 'Pro', subtotalPence: 32500 })
    expect(summary.discountPence).toBe(3250)
    expect(summary.totalPence).toBe(29250)
    expect(summary.lines.map((line: { pricePence: number }) => line.pricePence)).toEqual([
      14900, 0, 1500, 14900, 1200,
    ])
    expect(JSON.stringify(summary)).not.toContain('summary@example.co.uk')
  })

  it.each([
    ['totalPence', { totalPence: 100 }],
    ['totalPence', { totalPence: 32500 }],
    ['discountPence', { discountPence: 0, totalPence: 32500 }],
  ])('refuses a tampered %s and stores nothing', async (field, change) => {
    const before = await tally()
    const response = await post('/api/checkout', { ...order('tamper@example.com'), ...change })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().error.fields)).toEqual([field])
    expect(response.json().error.message).toMatch(/£/)
    expect(await tally()).toEqual(before)
  })

  it.each([
    ['plan', { plan: 'gold' }],
    ['freeChannel', { freeChannel: 'myspace' }],
    ['additionalChannels.0', { additionalChannels: ['instagram'] }],
    ['addOns.videos', { addOns: { videos: 5, carouselPosts: 0, reports: true } }],
    ['addOns.carouselPosts', { addOns: { videos: 8, carouselPosts: 3, reports: true } }],
    ['couponCode', { couponCode: 'SPECIAL20' }],
    ['email', { email: 'not-an-email' }],
  ])('refuses an unknown or invalid %s with 400 naming it', async (field, change) => {
    const before = await tally()
    const response = await post('/api/checkout', { ...order('fields@example.com'), ...change })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().error.fields).toHaveProperty([field])
    expect(await tally()).toEqual(before)
  })

  it('refuses carousel posts on an order without Instagram or LinkedIn (a tampered request), storing nothing', async () => {
    const before = await tally()
    const response = await post('/api/checkout', {
      ...order('carousel@example.com'),
      freeChannel: 'facebook',
      additionalChannels: ['threads'],
      addOns: { carouselPosts: 4, reports: false },
      couponCode: undefined,
      discountPence: 0,
      totalPence: 14900 + 1500 + 2000,
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'addOns.carouselPosts': expect.stringMatching(/Instagram and LinkedIn only/) },
    })
    expect(await tally()).toEqual(before)
  })

  it('provisions on Pay: account, order, subscription, invite and confirmation', async () => {
    const email = 'new.customer@example.com'
    const id = await startCheckout(email)
    const paid = await post(`/api/checkout/${id}/pay`)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toEqual({ url: `/checkout/success?session_id=${id}` })

    const { db } = t.database
    const [user] = await db.select().from(users).where(eq(users.email, email))
    expect(user?.role).toBe('user')
    const userId = user?.id ?? ''
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId))
    expect(profile?.welcomeShown).toBe(false)
    const [row] = await db.select().from(orders).where(eq(orders.userId, userId))
    expect(row).toMatchObject({ amount: 29250, currency: 'GBP', provider: 'test' })
    expect(row?.services).toMatchObject({
      plan: 'pro',
      freeChannel: 'instagram',
      additionalChannels: ['linkedin-company'],
      addOns: {
        'Short-form videos': { quantity: 8, price: 14900 },
        'Reports and analytics': { quantity: 1, price: 1200 },
      },
    })
    expect(row?.services.itemsDescription).toContain('LinkedIn Company Page (additional channel): £15.00')
    const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
    expect(subs).toEqual([
      expect.objectContaining({ productId: 'prod_pro', status: 'active', priceAmount: 29250 }),
    ])
    await latestEmail(t, email, 'invite-with-login-details')
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))
    expect(mails.map((m) => m.template).sort()).toEqual(['invite-with-login-details', 'order-confirmation'])
    const confirmation = mails.find((m) => m.template === 'order-confirmation')
    expect(confirmation?.text).toContain('Total: £292.50 per month')
    const status = await t.app.inject({ method: 'GET', url: `/api/checkout/${id}` })
    expect(status.json().status).toBe('completed')
  })

  it('leaves one order and one account when the same completion arrives twice and concurrently', async () => {
    const email = 'twice@example.com'
    const id = await startCheckout(email)
    const before = await tally()
    const first = await Promise.all([1, 2, 3, 4].map(() => post(`/api/checkout/${id}/pay`)))
    const again = await post(`/api/checkout/${id}/pay`)
    for (const response of [...first, again]) expect(response.statusCode, response.body).toBe(200)
    await latestEmail(t, email, 'invite-with-login-details')
    const after = await tally()
    expect(after.orders).toBe((before.orders ?? 0) + 1)
    expect(after.users).toBe((before.users ?? 0) + 1)
    expect(after.emails).toBe((before.emails ?? 0) + 2)
  })

  it('adds a returning customer’s order to the existing account with its own e-mail', async () => {
    const email = 'returning@example.com'
    await post(`/api/checkout/${await startCheckout(email)}/pay`)
    await useSetPasswordLink(t, email, 'returning-password')
    const cookie = await signIn(t.app, email, 'returning-password')
    const before = await tally()
    const started = await t.app.inject(
      withCookie(cookie, fromNewAddress({ method: 'POST', url: '/api/checkout', payload: order(email) })),
    )
    expect(started.statusCode, started.body).toBe(200)
    const id = (started.json() as { url: string }).url.split('/pay/')[1] ?? ''
    const paid = await post(`/api/checkout/${id}/pay`)
    expect(paid.statusCode).toBe(200)
    const after = await tally()
    expect(after.users).toBe(before.users)
    expect(after.orders).toBe((before.orders ?? 0) + 1)
    const { db } = t.database
    const [user] = await db.select().from(users).where(eq(users.email, email))
    const subs = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user?.id ?? ''))
    expect(subs.map((s) => s.status).sort()).toEqual(['active', 'canceled'])
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))
    const returning = mails.filter((m) => m.template === 'order-confirmation-returning')
    expect(returning).toHaveLength(1)
    expect(returning[0]?.text).toContain('added to your existing')
    expect(mails.filter((m) => m.template === 'invite-with-login-details')).toHaveLength(1)
  })

  it('lets the invite link set a password, then shows the plan and the welcome flag', async () => {
    const email = 'invited@example.com'
    await post(`/api/checkout/${await startCheckout(email)}/pay`)
    const invite = await latestEmail(t, email, 'invite-with-login-details')
    const link = invite?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0] ?? ''
    const opened = await t.app.inject({ method: 'GET', url: link.replace(t.config.APP_URL, '') })
    expect(opened.statusCode).toBe(302)
    const target = new URL(opened.headers.location as string, t.config.APP_URL)
    expect(target.pathname).toBe('/auth')
    expect(target.searchParams.get('type')).toBe('recovery')
    const token = target.searchParams.get('token')
    const [stored] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`))
    // The library's own reset link: one hour, like every set-password link.
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000)
    expect(stored?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000)

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: t.config.APP_URL },
      payload: { token, newPassword: 'chosen-password-1' },
    })
    expect(reset.statusCode, reset.body).toBe(200)
    const cookie = await signIn(t.app, email, 'chosen-password-1')
    const account = await t.app.inject(withCookie(cookie, { method: 'GET', url: '/api/account' }))
    expect(account.json()).toMatchObject({
      welcomeShown: false,
      plan: { title: 'Pro', productId: 'prod_pro' },
    })
    expect(account.json().plan.features).toContain('20 posts/month')
    const shown = await t.app.inject(
      withCookie(cookie, { method: 'POST', url: '/api/account/welcome-shown' }),
    )
    expect(shown.json()).toEqual({ welcomeShown: true })
    const later = await t.app.inject(withCookie(cookie, { method: 'GET', url: '/api/account' }))
    expect(later.json().welcomeShown).toBe(true)
  })

  it('refuses the account endpoints to a visitor who is not signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account' })).statusCode).toBe(401)
    expect((await post('/api/account/welcome-shown')).statusCode).toBe(401)
  })

  it('cancels a pending checkout, which can then not be paid', async () => {
    const id = await startCheckout('cancel@example.com')
    const cancelled = await post(`/api/checkout/${id}/cancel`)
    expect(cancelled.json()).toEqual({ url: '/checkout' })
    const before = await tally()
    expect((await post(`/api/checkout/${id}/pay`)).statusCode).toBe(409)
    expect(await tally()).toEqual(before)
  })

  it('answers an unknown checkout with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/checkout/nope' })).statusCode).toBe(404)
    expect((await post('/api/checkout/nope/pay')).statusCode).toBe(404)
  })

  it('limits checkout attempts per address', async () => {
    const from = (options: InjectOptions): InjectOptions => ({ ...options, remoteAddress: '192.0.2.7' })
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject(from({ method: 'POST', url: '/api/checkout', payload: {} }))
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})
