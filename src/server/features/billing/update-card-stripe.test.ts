import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingDepsFor } from '../../../../tests/support/billing-deps.ts'
import { StripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
import {
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { subscriptions } from '../../db/schema/customers.ts'
import { CARD_CHANGE_UNAVAILABLE, updateCard } from './update-card.ts'

describe.each(backends)("'Update card' for a plan Stripe bills on %s", (backend) => {
  let t: TestApp
  let cookie = ''
  let userId = ''
  const standIn = new StripeStandIn()

  beforeAll(async () => {
    await standIn.start()
    t = await createTestApp(
      backend,
      { STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET: 'whsec_update_card' },
      { stripeClient: standIn.clientOptions },
    )
    userId = (await signUp(t.app, 'card@example.com', 'card-password-1')).user.id
    cookie = await signIn(t.app, 'card@example.com', 'card-password-1')
    await t.database.db.insert(subscriptions).values({
      userId,
      productId: 'prod_pro',
      priceAmount: 14900,
      provider: 'stripe',
      providerSubscriptionId: 'sub_update_card',
      status: 'past_due',
      pastDueSince: new Date(),
    })
  })
  afterAll(async () => {
    await t.close()
    await standIn.stop()
  })

  const press = () => t.app.inject(withCookie(cookie, { method: 'POST', url: '/api/billing/update-card' }))

  it("opens Stripe's card page for the subscription's customer", async () => {
    const response = await press()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ url: 'https://billing.stripe.test/p/session' })
    const portal = standIn.requests.find((request) => request.path === '/v1/billing_portal/sessions')
    expect(portal?.form).toMatchObject({
      customer: 'cus_standin',
      return_url: expect.stringMatching(/\/dashboard\/billing$/),
    })
  })

  it('says so when Stripe does not answer, or this server has no Stripe keys, instead of a 500', async () => {
    standIn.outage = true
    try {
      const response = await press()
      expect(response.statusCode).toBe(503)
      expect(response.json().error.message).toBe(CARD_CHANGE_UNAVAILABLE)
    } finally {
      standIn.outage = false
    }
    const withoutStripe = billingDepsFor(t, { provider: 'stripe', now: () => new Date() })
    await expect(updateCard(withoutStripe, userId, { kind: 'customer', userId })).rejects.toThrow(
      CARD_CHANGE_UNAVAILABLE,
    )
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
    expect(row?.status).toBe('past_due')
  })
})
