import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quote } from '#shared/pricing/quote.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import {
  confirmEmail,
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { insertCheckout } from './checkout.repo.ts'
import { STRIPE_CANCEL_QUEUE } from './stripe-cancel.ts'

const WEBHOOK_SECRET = 'whsec_erase_secret'
const EMAIL = 'leaving@example.co.uk'
const selection: OrderSelection = {
  plan: 'premium',
  freeChannel: 'facebook',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
}

describe.each(backends)('deleting an account paid through Stripe, on %s', (backend) => {
  let t: TestApp
  let cookie: string
  const stripe = new Stripe('sk_test_unused')

  beforeAll(async () => {
    t = await createTestApp(backend, {
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
    // A proven account that bought signed in: Stripe's completion provisions the order onto it.
    const { user } = await signUp(t.app, EMAIL, 'leaving-password')
    await confirmEmail(t, EMAIL)
    await insertCheckout(t.database.db, {
      id: 'chk_leaving',
      provider: 'stripe',
      providerSessionId: 'cs_test_leaving',
      email: EMAIL,
      userId: user.id,
      selection,
      amount: quote(selection).totalPence,
      currency: 'GBP',
    })
    const payload = JSON.stringify({
      id: 'evt_leaving',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_leaving',
          object: 'checkout.session',
          payment_status: 'paid',
          subscription: 'sub_leaving',
        },
      },
    })
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    })
    expect(completed.statusCode).toBe(200)
    cookie = await signIn(t.app, EMAIL, 'leaving-password')
  })
  afterAll(async () => {
    await t.close()
  })

  it('queues the Stripe subscription for cancellation with the erasure', async () => {
    const account = await t.app.inject(withCookie(cookie, { method: 'GET', url: '/api/account' }))
    expect(account.json().plan.title).toBe('Premium')
    const cancelJobs = () => t.database.db.select().from(jobs).where(eq(jobs.queue, STRIPE_CANCEL_QUEUE))
    expect(await cancelJobs()).toEqual([])

    const deleted = await t.app.inject(
      withCookie(cookie, { method: 'POST', url: '/api/account/delete', payload: { confirmEmail: EMAIL } }),
    )
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await cancelJobs()).map((job) => job.payload)).toEqual([{ subscriptionId: 'sub_leaving' }])
  })
})
