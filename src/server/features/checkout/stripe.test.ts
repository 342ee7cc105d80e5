import { count, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quote } from '#shared/pricing/quote.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import { EventStream } from '../../../../tests/support/event-stream.ts'
import { StripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
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
import { orders, subscriptions } from '../../db/schema/customers.ts'
import { TABLE_CHANGES_CHANNEL } from '../../plugins/realtime/table-changes.ts'
import { insertCheckout } from './checkout.repo.ts'
import { createStripeClient, StripePaymentProvider } from './stripe-provider.ts'

const selection: OrderSelection = {
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: ['linkedin-company'],
  addOns: { videos: 8, carouselPosts: 4, reports: true },
}
const APP_URL = 'http://shop.test'

describe('Stripe Checkout adapter against a local stand-in of the Stripe API', () => {
  const standIn = new StripeStandIn()
  let provider: StripePaymentProvider
  beforeAll(async () => {
    await standIn.start()
    provider = new StripePaymentProvider(
      createStripeClient('sk_test_standin', standIn.clientOptions),
      APP_URL,
    )
  })
  afterAll(async () => {
    await standIn.stop()
  })

  it('creates a monthly GBP subscription session with one line per priced item', async () => {
    standIn.requests.length = 0
    const session = await provider.createSession({
      checkoutId: 'chk_1',
      email: 'buyer@example.com',
      quote: quote(selection),
    })
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions'])
    const form = standIn.requests[0]?.form ?? {}
    expect(form).toMatchObject({
      mode: 'subscription',
      currency: 'gbp',
      customer_email: 'buyer@example.com',
      client_reference_id: 'chk_1',
      'metadata[checkoutId]': 'chk_1',
      success_url: `${APP_URL}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_URL}/checkout`,
    })
    const lines = [0, 1, 2, 3, 4].map((i) => ({
      name: form[`line_items[${i}][price_data][product_data][name]`],
      amount: form[`line_items[${i}][price_data][unit_amount]`],
      currency: form[`line_items[${i}][price_data][currency]`],
      interval: form[`line_items[${i}][price_data][recurring][interval]`],
      quantity: form[`line_items[${i}][quantity]`],
    }))
    expect(lines).toEqual([
      {
        name: 'Pro plan (20 posts/month)',
        amount: '14900',
        currency: 'gbp',
        interval: 'month',
        quantity: '1',
      },
      {
        name: 'LinkedIn Company Page (additional channel)',
        amount: '1500',
        currency: 'gbp',
        interval: 'month',
        quantity: '1',
      },
      { name: '8 short-form videos', amount: '14900', currency: 'gbp', interval: 'month', quantity: '1' },
      { name: '4 carousel posts', amount: '2000', currency: 'gbp', interval: 'month', quantity: '1' },
      { name: 'Reports and analytics', amount: '1200', currency: 'gbp', interval: 'month', quantity: '1' },
    ])
    expect(form).not.toHaveProperty(['line_items[5][quantity]'])
    expect(form).not.toHaveProperty(['discounts[0][coupon]'])
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    expect(session.providerSessionId).toMatch(/^cs_test_/)
  })

  it('adds a one-use coupon of exactly the discount when SPECIAL10 applies', async () => {
    standIn.requests.length = 0
    const priced = quote({ ...selection, couponCode: 'Special10' })
    await provider.createSession({ checkoutId: 'chk_2', email: 'buyer@example.com', quote: priced })
    const [coupon, session] = standIn.requests
    expect(coupon?.path).toBe('/v1/coupons')
    expect(coupon?.form).toMatchObject({
      amount_off: String(priced.discountPence),
      currency: 'gbp',
      duration: 'forever',
      max_redemptions: '1',
    })
    expect(priced.discountPence).toBe(3450)
    expect(session?.form['discounts[0][coupon]']).toMatch(/^coupon_standin_/)
  })
})

const WEBHOOK_SECRET = 'whsec_test_secret'

describe.each(backends)('Stripe webhook on %s', (backend) => {
  let t: TestApp
  const stripe = new Stripe('sk_test_unused')
  beforeAll(async () => {
    t = await createTestApp(backend, {
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
    await insertCheckout(t.database.db, {
      id: 'chk_webhook',
      provider: 'stripe',
      providerSessionId: 'cs_test_webhook',
      email: 'stripe.buyer@example.com',
      selection,
      amount: quote(selection).totalPence,
      currency: 'GBP',
    })
  })
  afterAll(async () => {
    await t.close()
  })

  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } })
  const completed = event('checkout.session.completed', {
    id: 'cs_test_webhook',
    object: 'checkout.session',
    payment_status: 'paid',
    subscription: 'sub_123',
    amount_total: 1,
  })
  const deliver = (payload: string, secret = WEBHOOK_SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    })
  const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const response = await deliver(completed, 'whsec_wrong')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Invalid Stripe signature.')
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: completed,
    })
    expect(unsigned.statusCode).toBe(400)
    expect(await orderCount()).toBe(0)
    const state = await t.app.inject({ method: 'GET', url: '/api/checkout/cs_test_webhook' })
    expect(state.json().status).toBe('pending')
  })

  it('provisions a signed checkout.session.completed once, however often it is delivered', async () => {
    const responses = await Promise.all([deliver(completed), deliver(completed), deliver(completed)])
    for (const response of responses) expect(response.statusCode, response.body).toBe(200)
    expect((await deliver(completed)).statusCode).toBe(200)
    const rows = await t.database.db.select().from(orders)
    // The amount is the one we priced, not whatever the event carries.
    expect(rows).toEqual([expect.objectContaining({ provider: 'stripe', amount: 34500 })])
    const buyers = await t.database.db.select().from(users).where(eq(users.email, 'stripe.buyer@example.com'))
    expect(buyers).toHaveLength(1)
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_123'))
    expect(sub).toMatchObject({ status: 'active', productId: 'prod_pro' })
  })

  it('keeps the subscription current on customer.subscription.updated and .deleted', async () => {
    const status = async () =>
      (
        await t.database.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.providerSubscriptionId, 'sub_123'))
      )[0]?.status
    await deliver(
      event('customer.subscription.updated', { id: 'sub_123', object: 'subscription', status: 'past_due' }),
    )
    expect(await status()).toBe('past_due')
    await deliver(
      event('customer.subscription.updated', { id: 'sub_123', object: 'subscription', status: 'active' }),
    )
    expect(await status()).toBe('active')
    await deliver(
      event('customer.subscription.deleted', { id: 'sub_123', object: 'subscription', status: 'canceled' }),
    )
    expect(await status()).toBe('canceled')
  })

  it("tells the administrators' customers list when a subscription's status changes, and only then", async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const customer = (await signUp(t.app, 'sub456@example.com', 'sub456-password')).user.id
    const stream = await EventStream.open(t.app, admin)
    try {
      const update = (status: string) =>
        deliver(event('customer.subscription.updated', { id: 'sub_456', object: 'subscription', status }))
      // The sign-up's own notices may still be on their way: notices arrive in commit order, so once
      // one sent now has come, they have too.
      const ticketsBefore = stream.count('tickets')
      await t.database.notify(
        TABLE_CHANGES_CHANNEL,
        JSON.stringify({ table: 'support_tickets', customers: [] }),
      )
      await stream.received('tickets', ticketsBefore + 1)
      const start = stream.count('customers')
      // No subscription of ours has that id yet: nothing changes. Saving links then tells once; events
      // arrive in order, so a notice of the update would have come before it.
      expect((await update('past_due')).statusCode).toBe(200)
      const links = await t.app.inject(
        withCookie(admin, {
          method: 'PUT',
          url: `/api/admin/customers/${customer}/links`,
          payload: { driveLink: 'https://drive.example.com/456', googleSheetLink: '' },
        }),
      )
      expect(links.statusCode).toBe(200)
      await stream.received('customers', start + 1)
      expect(stream.count('customers')).toBe(start + 1)

      await t.database.db.insert(subscriptions).values({
        userId: customer,
        productId: 'prod_basic',
        priceAmount: 7900,
        provider: 'stripe',
        providerSubscriptionId: 'sub_456',
        status: 'active',
      })
      // The database announces the subscription written here as well.
      await stream.received('customers', start + 2)
      expect((await update('past_due')).statusCode).toBe(200)
      await stream.received('customers', start + 3)
    } finally {
      stream.close()
    }
  })

  it('offers no test payment page while Stripe is the provider', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/checkout/chk_webhook/pay' })
    expect(response.statusCode).toBe(404)
  })
})
