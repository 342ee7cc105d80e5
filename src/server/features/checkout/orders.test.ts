import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyPlan, PRO_ORDER_TOTAL_PENCE } from '../../../../tests/support/buy-plan.ts'
import {
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'

describe.each(backends)("the customer's latest order and plan on %s", (backend) => {
  let t: TestApp
  beforeAll(async () => {
    // Jobs run: the invite that sets the buyer's password is sent by one.
    t = await createTestApp(backend, {}, { runJobs: true })
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (cookie: string, url: string) => t.app.inject(withCookie(cookie, { method: 'GET', url }))

  it('refuses a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/latest' })).statusCode).toBe(401)
  })

  it('answers null to a customer who never bought', async () => {
    await signUp(t.app, 'browser@example.com', 'browser-password')
    const cookie = await signIn(t.app, 'browser@example.com', 'browser-password')
    const response = await get(cookie, '/api/orders/latest')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ order: null })
  })

  it('shows the order the checkout took, with its lines, and the plan price apart from the monthly total', async () => {
    const { cookie } = await buyPlan(t, 'buyer@example.com', 'buyer-password')
    const { order } = (await get(cookie, '/api/orders/latest')).json()
    expect(order).toMatchObject({
      amountPence: PRO_ORDER_TOTAL_PENCE,
      currency: 'GBP',
      planTitle: 'Pro',
      freeChannel: 'Instagram',
      additionalChannels: ['LinkedIn Company Page'],
      addOns: [
        { name: 'Short-form videos', quantity: 8, pricePence: 14900 },
        { name: 'Reports and analytics', quantity: 1, pricePence: 1200 },
      ],
    })
    expect(order.lines).toEqual([
      'Pro plan (20 posts/month): £149.00',
      'Instagram (free channel): £0.00',
      'LinkedIn Company Page (additional channel): £15.00',
      '8 short-form videos: £149.00',
      'Reports and analytics: £12.00',
    ])
    expect(Date.now() - Date.parse(order.createdAt)).toBeLessThan(60_000)

    const account = (await get(cookie, '/api/account')).json()
    expect(account.plan).toMatchObject({ title: 'Pro', pricePence: 14900, monthlyTotalPence: 29250 })
  })

  it('shows the newer order after a second purchase', async () => {
    const { cookie } = await buyPlan(t, 'twice@example.com', 'twice-password')
    const basic = {
      email: 'ignored@example.com',
      plan: 'basic',
      freeChannel: 'facebook',
      additionalChannels: [],
      addOns: { carouselPosts: 0, reports: false },
      discountPence: 0,
      totalPence: 7900,
    }
    // Signed in, the checkout is bound to the caller's account whatever e-mail is typed.
    const started = await t.app.inject(
      withCookie(cookie, { method: 'POST', url: '/api/checkout', payload: basic, remoteAddress: '10.8.0.1' }),
    )
    const id = String(started.json().url).split('/pay/')[1]
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${id}/pay`,
      remoteAddress: '10.8.0.1',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const { order } = (await get(cookie, '/api/orders/latest')).json()
    expect(order).toMatchObject({ planTitle: 'Basic', amountPence: 7900, freeChannel: 'Facebook' })
    const account = (await get(cookie, '/api/account')).json()
    expect(account.plan).toMatchObject({ title: 'Basic', pricePence: 7900, monthlyTotalPence: 7900 })
  })
})
