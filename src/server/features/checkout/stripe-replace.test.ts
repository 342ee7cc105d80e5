import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quote } from '#shared/pricing/quote.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import { StripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import { insertCheckout } from './checkout.repo.ts'
import { cancelReplacedStripeSubscription, STRIPE_CANCEL_QUEUE } from './stripe-cancel.ts'
import { createStripeClient } from './stripe-provider.ts'

const WEBHOOK_SECRET = 'whsec_replace_secret'
const basic: OrderSelection = {
  plan: 'basic',
  freeChannel: 'facebook',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
}
const premium: OrderSelection = { ...basic, plan: 'premium' }

describe.each(backends)('a Stripe customer who buys a new plan, on %s', (backend) => {
  let t: TestApp
  const stripe = new Stripe('sk_test_unused')
  const standIn = new StripeStandIn()

  beforeAll(async () => {
    await standIn.start()
    t = await createTestApp(backend, {
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
    for (const [id, selection] of [
      ['first', basic],
      ['second', premium],
    ] as const) {
      await insertCheckout(t.database.db, {
        id: `chk_${id}`,
        provider: 'stripe',
        providerSessionId: `cs_test_${id}`,
        email: 'upgrader@example.co.uk',
        selection,
        amount: quote(selection).totalPence,
        currency: 'GBP',
      })
    }
  })
  afterAll(async () => {
    await t.close()
    await standIn.stop()
  })

  const complete = (id: string) => {
    const payload = JSON.stringify({
      id: `evt_${id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_${id}`,
          object: 'checkout.session',
          payment_status: 'paid',
          subscription: `sub_${id}`,
        },
      },
    })
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    })
  }
  const cancelJobs = () => t.database.db.select().from(jobs).where(eq(jobs.queue, STRIPE_CANCEL_QUEUE))

  it('queues the old subscription for cancellation at Stripe with the new order, once', async () => {
    expect((await complete('first')).statusCode).toBe(200)
    expect(await cancelJobs()).toEqual([])
    expect((await complete('second')).statusCode).toBe(200)
    expect((await complete('second')).statusCode).toBe(200)
    const queued = await cancelJobs()
    expect(queued.map((job) => job.payload)).toEqual([{ subscriptionId: 'sub_first' }])
  })

  it('cancels it through the Stripe API, and treats an already canceled or missing one as done', async () => {
    const cancel = cancelReplacedStripeSubscription(
      createStripeClient('sk_test_standin', standIn.clientOptions),
    )
    const job = (subscriptionId: string): ClaimedJob => ({
      id: 'job',
      queue: STRIPE_CANCEL_QUEUE,
      payload: { subscriptionId },
      attempts: 1,
      maxAttempts: 8,
    })
    await cancel(job('sub_first'))
    await cancel(job('sub_first'))
    const deletes = standIn.requests.filter((request) => request.method === 'DELETE')
    expect(deletes.map((request) => request.path)).toEqual(['/v1/subscriptions/sub_first'])
    await expect(cancel(job('missing_subscription'))).resolves.toBeUndefined()
  })
})
