import { and, count, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  confirmEmail,
  createTestApp,
  latestEmail,
  signIn,
  signUp,
  type TestApp,
  useSetPasswordLink,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { secretFromUri, totpCode } from '../../../../tests/support/totp.ts'
import { users } from '../../db/schema/auth.ts'
import { checkoutSessions } from '../../db/schema/checkout.ts'
import { orders, subscriptions } from '../../db/schema/customers.ts'
import { ACCOUNT_EXISTS_MESSAGE } from './checkout.service.ts'

/** Basic with Instagram, nothing else: £79.00. */
const basicOrder = (email: string) => ({
  email,
  plan: 'basic',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
  discountPence: 0,
  totalPence: 7900,
})

let address = 0
const fromNewAddress = (options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
})

describe.each(backends)('who a paid order belongs to, on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend, {}, { runJobs: true })
  })
  afterAll(async () => {
    await t.close()
  })

  const checkout = (email: string, cookie?: string) => {
    const request = fromNewAddress({ method: 'POST', url: '/api/checkout', payload: basicOrder(email) })
    return t.app.inject(cookie ? withCookie(cookie, request) : request)
  }
  const startCheckout = async (email: string, cookie?: string) => {
    const response = await checkout(email, cookie)
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { url: string }).url.split('/pay/')[1] ?? ''
  }
  const pay = (id: string) => t.app.inject(fromNewAddress({ method: 'POST', url: `/api/checkout/${id}/pay` }))
  const userIdOf = async (email: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
    return user?.id ?? ''
  }
  const counts = async () => {
    const { db } = t.database
    const [c] = await db.select({ n: count() }).from(checkoutSessions)
    const [o] = await db.select({ n: count() }).from(orders)
    const [s] = await db.select({ n: count() }).from(subscriptions)
    return { checkouts: c?.n, orders: o?.n, subscriptions: s?.n }
  }

  it('refuses an anonymous checkout for an e-mail whose owner proved it, and stores nothing', async () => {
    await signUp(t.app, 'proven@example.com', 'owner-password')
    await confirmEmail(t, 'proven@example.com')
    const before = await counts()
    const response = await checkout('Proven@Example.com')
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({ code: 'account_exists', message: ACCOUNT_EXISTS_MESSAGE })
    expect(await counts()).toEqual(before)
  })

  it('takes a signed-in customer’s order for their own account, whatever e-mail the form sent', async () => {
    await signUp(t.app, 'signed.in@example.com', 'owner-password')
    await confirmEmail(t, 'signed.in@example.com')
    const cookie = await signIn(t.app, 'signed.in@example.com', 'owner-password')
    const id = await startCheckout('someone.else@example.com', cookie)
    expect((await pay(id)).statusCode).toBe(200)
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, await userIdOf('signed.in@example.com')))
    expect(order?.amount).toBe(7900)
    expect(await userIdOf('someone.else@example.com')).toBe('')
  })

  it('claims an account whose address was never proven: old password, sessions and two-factor go', async () => {
    const email = 'squatted@example.com'
    await signUp(t.app, email, 'squatter-password')
    // Two-factor needs a proven address today; an account from before that rule may still have it.
    await confirmEmail(t, email)
    const cookie = await signIn(t.app, email, 'squatter-password')
    const enabled = await t.app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/auth/two-factor/enable',
        payload: { password: 'squatter-password' },
      }),
    )
    const code = totpCode(secretFromUri(enabled.json().totpURI))
    await t.app.inject(
      withCookie(cookie, { method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code } }),
    )
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.email, email))

    const paid = await pay(await startCheckout(email))
    expect(paid.statusCode, paid.body).toBe(200)

    const old = await t.app.inject(withCookie(cookie, { method: 'GET', url: '/api/session' }))
    expect(old.json().user).toBeNull()
    await expect(signIn(t.app, email, 'squatter-password')).rejects.toThrow(/401/)
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(user?.twoFactorEnabled).toBe(false)
    await useSetPasswordLink(t, email, 'owner-chosen-password')
    const owner = await signIn(t.app, email, 'owner-chosen-password')
    const account = await t.app.inject(withCookie(owner, { method: 'GET', url: '/api/account' }))
    expect(account.json().plan).toMatchObject({ title: 'Basic' })
    const session = await t.app.inject(withCookie(owner, { method: 'GET', url: '/api/session' }))
    expect(session.json().user).toMatchObject({ emailVerified: true, twoFactorEnabled: false })
  })

  it('refuses to pay a checkout whose e-mail became a proven account after it began', async () => {
    const email = 'overtaken@example.com'
    const id = await startCheckout(email)
    await signUp(t.app, email, 'owner-password')
    await confirmEmail(t, email)
    const before = await counts()
    const paid = await pay(id)
    expect(paid.statusCode).toBe(409)
    expect(paid.json().error.code).toBe('account_exists')
    expect(await counts()).toEqual(before)
  })

  it('leaves exactly one active subscription after 20 concurrent completions for one customer', async () => {
    const email = 'twenty@example.com'
    const ids: string[] = []
    for (let i = 0; i < 20; i++) ids.push(await startCheckout(email))
    const paid = await Promise.all(ids.map((id) => pay(id)))
    for (const response of paid) expect(response.statusCode, response.body).toBe(200)
    const userId = await userIdOf(email)
    const active = await t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    expect(active).toHaveLength(1)
    const [placed] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId))
    expect(placed?.n).toBe(20)
    await latestEmail(t, email, 'invite-with-login-details')
  })
})
