import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingDepsFor } from '../../../../tests/support/billing-deps.ts'
import { runThroughSchedule, TestClock } from '../../../../tests/support/job-schedule.ts'
import { insertStripeCustomer } from '../../../../tests/support/stripe-customer.ts'
import { StripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
import { postStripeWebhook } from '../../../../tests/support/stripe-webhook.ts'
import {
  confirmEmail,
  createTestApp,
  createTestAppBeside,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { openDatabase } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { retentionDiscounts } from '../../db/schema/billing.ts'
import { subscriptions } from '../../db/schema/customers.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { retrySchedule } from '../../jobs/retry-policy.ts'
import { type GivenUpJob, JobWorker } from '../../jobs/worker.ts'
import {
  applyRetentionDiscount,
  type BillingDeps,
  keepPlan,
  scheduleCancellation,
} from './billing.service.ts'
import {
  CANCEL_AT_VERSION_KEY,
  retentionCouponId,
  STRIPE_SYNC_JOBS,
  STRIPE_SYNC_QUEUE,
  stripeSyncHandler,
} from './stripe-sync.ts'

const WEBHOOK_SECRET = 'whsec_stripe_sync'
const DAY = 24 * 60 * 60_000
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** A Stripe mode app whose own Stripe client talks to the stand-in (and runs no jobs unless asked). */
function stripeApp(backend: (typeof backends)[number], standIn: StripeStandIn, now?: () => Date) {
  return createTestApp(
    backend,
    { STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    { stripeClient: standIn.clientOptions, ...(now ? { now } : {}) },
  )
}

/** A customer whose plan Stripe bills, with the actor of their own requests. */
async function stripeCustomer(t: TestApp, name: string) {
  const customer = await insertStripeCustomer(t, name)
  return { ...customer, actor: { kind: 'customer' as const, userId: customer.userId } }
}

const syncJobsOf = (t: TestApp, subscriptionId: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, STRIPE_SYNC_QUEUE),
        sql`${jobs.payload} @> ${JSON.stringify({ subscriptionId })}::jsonb`,
      ),
    )
    .orderBy(jobs.createdAt)

const discountsOf = (t: TestApp, subscriptionId: string) =>
  t.database.db.select().from(retentionDiscounts).where(eq(retentionDiscounts.subscriptionId, subscriptionId))

/** Our coupons at Stripe and the subscription's discounts made from them, for one discount row. */
function atStripe(standIn: StripeStandIn, stripeId: string) {
  const subscription = standIn.subscription(stripeId)
  const attached = (subscription?.discounts ?? []).map((discount) => discount.source.coupon)
  const updates = standIn.subscriptionUpdates.filter((update) => update.id === stripeId)
  return {
    cancelAt: subscription?.cancel_at ?? null,
    version: subscription?.metadata[CANCEL_AT_VERSION_KEY],
    attached,
    discountUpdates: updates.filter((update) =>
      Object.keys(update.form).some((key) => key.startsWith('discounts[')),
    ).length,
    cancelAtUpdates: updates
      .filter((update) => 'cancel_at' in update.form)
      .map((update) => update.form.cancel_at),
  }
}

describe.each(backends)("the customer's billing requests with Stripe on %s", (backend) => {
  let t: TestApp
  const standIn = new StripeStandIn()
  let address = 0

  beforeAll(async () => {
    await standIn.start()
    t = await stripeApp(backend, standIn)
  })
  afterAll(async () => {
    await t.close()
    await standIn.stop()
  })

  it('succeed and show at once with Stripe down (no Stripe call inside them); a worker brings Stripe in line once it is back', async () => {
    const email = 'dashboard@stripe-sync.example.com'
    const { user } = await signUp(t.app, email, 'sync-password-1')
    await confirmEmail(t, email)
    const cookie = await signIn(t.app, email, 'sync-password-1')
    const [row] = await t.database.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        productId: 'prod_pro',
        priceAmount: 14900,
        provider: 'stripe',
        providerSubscriptionId: 'sub_dashboard',
        status: 'active',
        currentPeriodStart: new Date(Date.now() - 5 * DAY),
        currentPeriodEnd: new Date(Date.now() + 25 * DAY),
        nextPaymentAmount: 14900,
      })
      .returning()
    const as = (options: Parameters<typeof withCookie>[1]) =>
      t.app.inject(withCookie(cookie, { ...options, remoteAddress: `10.64.0.${++address}` }))
    const state = async () =>
      (await as({ method: 'GET', url: '/api/billing/subscription' })).json().subscription
    const ticket = (payload: Record<string, unknown>) =>
      as({ method: 'POST', url: '/api/support/tickets', payload: { type: 'cancel', ...payload } })

    standIn.outage = true
    const before = standIn.requests.length
    const stayed = await ticket({ reason: 'expensive', offerAccepted: true })
    expect(stayed.statusCode, stayed.body).toBe(201)
    expect(await state()).toMatchObject({ pendingDiscountPercent: 10, nextPayment: { amountPence: 13410 } })
    const cancelled = await ticket({ reason: 'not_using' })
    expect(cancelled.statusCode, cancelled.body).toBe(201)
    const endsAt = (await state()).endsAt
    expect(endsAt).toEqual(expect.any(String))
    const kept = await as({ method: 'POST', url: '/api/billing/keep' })
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json().endsAt).toBeNull()
    // The requests asked Stripe nothing: each change waits in a job committed with it.
    expect(standIn.requests.length).toBe(before)
    expect(await syncJobsOf(t, row?.id ?? '')).toHaveLength(3)

    standIn.outage = false
    const worker = await createTestAppBeside(t, { runJobs: true, stripeClient: standIn.clientOptions })
    try {
      await expect
        .poll(async () => (await syncJobsOf(t, row?.id ?? '')).map((job) => job.status), { timeout: 15_000 })
        .toEqual(['completed', 'completed', 'completed'])
    } finally {
      await worker.close()
    }
    const [discount] = await discountsOf(t, row?.id ?? '')
    const coupon = retentionCouponId(discount?.id ?? '')
    expect(discount?.providerCouponId).toBe(coupon)
    expect(atStripe(standIn, 'sub_dashboard')).toMatchObject({
      cancelAt: null,
      version: '2',
      attached: [coupon],
      discountUpdates: 1,
    })
    expect([...standIn.coupons.keys()]).toEqual([coupon])
    expect(standIn.coupons.get(coupon)).toMatchObject({
      percent_off: 10,
      duration: 'once',
      max_redemptions: 1,
    })
  })
})

describe.each(backends)('bringing Stripe in line after commit on %s', (backend) => {
  let t: TestApp
  const standIn = new StripeStandIn()
  const now = new Date('2026-05-20T12:00:00Z')
  let deps: BillingDeps
  let stripe: Stripe
  let eventNumber = 0

  beforeAll(async () => {
    await standIn.start()
    t = await stripeApp(backend, standIn)
    stripe = new Stripe('sk_test_standin', { maxNetworkRetries: 1, ...standIn.clientOptions })
    deps = billingDepsFor(t, { provider: 'stripe', stripe, now: () => now })
  })
  afterAll(async () => {
    standIn.beforeAnswer = undefined
    await t.close()
    await standIn.stop()
  })

  /** Runs one queued job's handler, as the worker would (a retry or a duplicate runs it again). */
  const run = (job: { id: string; payload: Record<string, unknown> }, db = t.database.db) =>
    stripeSyncHandler({ db, stripe })({
      id: job.id,
      queue: STRIPE_SYNC_QUEUE,
      payload: job.payload,
      attempts: 1,
      maxAttempts: 8,
    })
  const runAll = async (subscriptionId: string) => {
    for (const job of await syncJobsOf(t, subscriptionId)) await run(job)
  }
  const deliver = (object: unknown, created: Date) => {
    const payload = JSON.stringify({
      id: `evt_sync_${++eventNumber}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: seconds(created),
      data: { object },
    })
    return postStripeWebhook(t.app, payload, WEBHOOK_SECRET)
  }
  /** customer.subscription.updated as Stripe sends it, with the metadata version Stripe holds. */
  const subscriptionEvent = (stripeId: string, cancelAt: number | null, version?: number) => ({
    id: stripeId,
    object: 'subscription',
    status: 'active',
    cancel_at: cancelAt,
    metadata: version === undefined ? {} : { [CANCEL_AT_VERSION_KEY]: String(version) },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${stripeId}`,
          object: 'subscription_item',
          current_period_start: seconds(new Date('2026-05-01T09:00:00Z')),
          current_period_end: seconds(new Date('2026-06-01T09:00:00Z')),
        },
      ],
    },
  })
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]

  it('a rollback after the discount leaves Stripe untouched; the retry makes one coupon and one discount row', async () => {
    const customer = await stripeCustomer(t, 'rolled-back')
    const before = standIn.requests.length
    // A later write of the same transaction fails (the ticket's insert, say): everything rolls back.
    await expect(
      t.database.db.transaction(async (tx) => {
        await applyRetentionDiscount(deps, tx, customer.userId, customer.actor)
        throw new Error('the ticket could not be stored')
      }),
    ).rejects.toThrow('the ticket could not be stored')
    expect(standIn.requests.length).toBe(before)
    expect(await discountsOf(t, customer.id)).toEqual([])
    expect(await syncJobsOf(t, customer.id)).toEqual([])

    // The customer says yes again: the 12-month check finds nothing, rightly, and this time it commits.
    await t.database.db.transaction((tx) => applyRetentionDiscount(deps, tx, customer.userId, customer.actor))
    await runAll(customer.id)
    const rows = await discountsOf(t, customer.id)
    expect(rows).toHaveLength(1)
    const coupon = retentionCouponId(rows[0]?.id ?? '')
    expect(rows[0]?.providerCouponId).toBe(coupon)
    expect(standIn.requests.filter((r) => r.path === '/v1/coupons' && r.form.id === coupon)).toHaveLength(1)
    expect(atStripe(standIn, customer.stripeId)).toMatchObject({ attached: [coupon], discountUpdates: 1 })
  })

  it('a job that failed after Stripe made the coupon makes no second one when retried', async () => {
    const customer = await stripeCustomer(t, 'died-after-coupon')
    await t.database.db.transaction((tx) => applyRetentionDiscount(deps, tx, customer.userId, customer.actor))
    const [job] = await syncJobsOf(t, customer.id)
    if (!job) throw new Error('no job')
    // Stripe goes down between the coupon and the attach.
    standIn.beforeAnswer = (request) => {
      standIn.outage = request.method === 'POST' && request.path === `/v1/subscriptions/${customer.stripeId}`
    }
    await expect(run(job)).rejects.toThrow('The Stripe API is unavailable')
    standIn.beforeAnswer = undefined
    standIn.outage = false
    const [waiting] = await discountsOf(t, customer.id)
    const coupon = retentionCouponId(waiting?.id ?? '')
    expect(waiting?.providerCouponId).toBeNull()
    expect(standIn.coupons.has(coupon)).toBe(true)

    await run(job)
    const creates = standIn.requests.filter((r) => r.path === '/v1/coupons' && r.form.id === coupon)
    // Asked twice with the same idempotency key: Stripe answered the second from the first.
    expect(creates.map((r) => r.idempotencyKey)).toEqual([
      `retention-coupon-${waiting?.id}`,
      `retention-coupon-${waiting?.id}`,
    ])
    expect(atStripe(standIn, customer.stripeId)).toMatchObject({ attached: [coupon], discountUpdates: 1 })
    expect((await discountsOf(t, customer.id))[0]?.providerCouponId).toBe(coupon)
  })

  it('a job that died after attaching, retried after Stripe forgot its keys, neither makes nor attaches a second coupon; run again it changes nothing', async () => {
    const customer = await stripeCustomer(t, 'died-after-attach')
    await t.database.db.transaction((tx) => applyRetentionDiscount(deps, tx, customer.userId, customer.actor))
    const [job] = await syncJobsOf(t, customer.id)
    if (!job) throw new Error('no job')
    await run(job)
    const [done] = await discountsOf(t, customer.id)
    const coupon = retentionCouponId(done?.id ?? '')
    // As if the process had died after Stripe attached the coupon, before the coupon id was stored.
    await t.database.db
      .update(retentionDiscounts)
      .set({ providerCouponId: null })
      .where(eq(retentionDiscounts.id, done?.id ?? ''))
    // And the retry comes more than 24 hours later: Stripe no longer knows the idempotency keys.
    standIn.forgetIdempotencyKeys()
    await run(job)
    expect([...standIn.coupons.keys()].filter((id) => id === coupon)).toHaveLength(1)
    expect(atStripe(standIn, customer.stripeId)).toMatchObject({ attached: [coupon], discountUpdates: 1 })
    expect((await discountsOf(t, customer.id))[0]?.providerCouponId).toBe(coupon)

    const asked = standIn.requests.length
    await run(job)
    expect(standIn.requests.slice(asked).filter((request) => request.method === 'POST')).toEqual([])
  })

  it('two jobs at once (a duplicate, or two processes) make one coupon and attach it once, keeping the checkout discount', async () => {
    const customer = await stripeCustomer(t, 'two-at-once')
    // The checkout's coupon already on the subscription.
    await stripe.coupons.create({
      id: 'checkout_two_at_once',
      amount_off: 500,
      currency: 'gbp',
      duration: 'forever',
    })
    await stripe.subscriptions.update(customer.stripeId, { discounts: [{ coupon: 'checkout_two_at_once' }] })
    await t.database.db.transaction((tx) => applyRetentionDiscount(deps, tx, customer.userId, customer.actor))
    const [job] = await syncJobsOf(t, customer.id)
    if (!job) throw new Error('no job')
    // On PostgreSQL the second runs on a connection pool of its own, as another process would.
    const url = t.database.connectionString
    const other = url ? await openDatabase({ databaseUrl: url }) : t.database
    try {
      await Promise.all([run(job), run(job, other.db)])
    } finally {
      if (other !== t.database) await other.close()
    }
    const [row] = await discountsOf(t, customer.id)
    const coupon = retentionCouponId(row?.id ?? '')
    expect(atStripe(standIn, customer.stripeId)).toMatchObject({
      attached: ['checkout_two_at_once', coupon],
      // The checkout coupon's update, then ours once.
      discountUpdates: 2,
    })
    expect(row?.providerCouponId).toBe(coupon)
  })

  it.each([
    ['cancel first', [0, 1]],
    ['keep first', [1, 0]],
  ])(
    'cancel then keep leaves Stripe without cancel_at whichever job runs first (%s)',
    async (name, order) => {
      const customer = await stripeCustomer(t, `cancel-keep-${name.replace(' ', '-')}`)
      await t.database.db.transaction((tx) => scheduleCancellation(deps, tx, customer.userId, customer.actor))
      await keepPlan(deps, customer.userId, customer.actor)
      const queued = await syncJobsOf(t, customer.id)
      expect(queued).toHaveLength(2)
      for (const index of order) await run(queued[index] as (typeof queued)[number])
      expect(atStripe(standIn, customer.stripeId)).toMatchObject({ cancelAt: null, version: '2' })
      // Whichever ran first already found the keep; the other had nothing left to do.
      expect(atStripe(standIn, customer.stripeId).cancelAtUpdates).toEqual([''])
    },
  )

  it("a keep committed while the cancel's write is on its way to Stripe: the job writes again and Stripe ends without cancel_at", async () => {
    const customer = await stripeCustomer(t, 'keep-in-flight')
    const endsAt = await t.database.db.transaction((tx) =>
      scheduleCancellation(deps, tx, customer.userId, customer.actor),
    )
    const [cancelJob] = await syncJobsOf(t, customer.id)
    if (!cancelJob) throw new Error('no job')
    let kept = false
    standIn.beforeAnswer = async (request) => {
      if (kept || request.method !== 'POST' || request.path !== `/v1/subscriptions/${customer.stripeId}`)
        return
      kept = true
      // The job holds no transaction while Stripe answers, so the customer's keep commits meanwhile.
      await keepPlan(deps, customer.userId, customer.actor)
    }
    try {
      await run(cancelJob)
    } finally {
      standIn.beforeAnswer = undefined
    }
    expect(kept).toBe(true)
    expect(atStripe(standIn, customer.stripeId)).toMatchObject({
      cancelAt: null,
      version: '2',
      cancelAtUpdates: [String(seconds(endsAt)), ''],
    })
    // The keep's own job finds Stripe in line.
    await runAll(customer.id)
    expect(atStripe(standIn, customer.stripeId).cancelAtUpdates).toHaveLength(2)
  })

  it('a webhook showing Stripe before the job cannot undo a cancel or a keep; once Stripe has it, changes made at Stripe come through', async () => {
    const customer = await stripeCustomer(t, 'webhook-order')
    const endsAt = await t.database.db.transaction((tx) =>
      scheduleCancellation(deps, tx, customer.userId, customer.actor),
    )
    // Stripe reports a change of its own (a new period, say) before our job ran: no cancel_at, no version.
    const later = new Date(Date.now() + 60_000)
    expect((await deliver(subscriptionEvent(customer.stripeId, null), later)).statusCode).toBe(200)
    expect(await rowOf(customer.id)).toMatchObject({ cancelAt: endsAt, cancelAtVersion: 1 })
    expect((await rowOf(customer.id))?.providerUpdatedAt?.getTime()).toBe(seconds(later) * 1000)

    await runAll(customer.id)
    await keepPlan(deps, customer.userId, customer.actor)
    // The cancel's own event arrives after the keep, before the keep's job.
    const cancelEvent = subscriptionEvent(customer.stripeId, seconds(endsAt), 1)
    expect((await deliver(cancelEvent, new Date(later.getTime() + 60_000))).statusCode).toBe(200)
    expect(await rowOf(customer.id)).toMatchObject({ cancelAt: null, cancelAtVersion: 2 })

    await runAll(customer.id)
    expect(atStripe(standIn, customer.stripeId)).toMatchObject({ cancelAt: null, version: '2' })
    // Now the team sets an end in Stripe's dashboard: its event carries our latest version, and counts.
    const dashboardEnd = seconds(new Date('2026-07-01T09:00:00Z'))
    const dashboard = subscriptionEvent(customer.stripeId, dashboardEnd, 2)
    expect((await deliver(dashboard, new Date(later.getTime() + 120_000))).statusCode).toBe(200)
    expect((await rowOf(customer.id))?.cancelAt?.getTime()).toBe(dashboardEnd * 1000)
  })

  it('an invoice paid before the job leaves the discount waiting; the next one after the job takes it', async () => {
    const customer = await stripeCustomer(t, 'invoice-before-job')
    await t.database.db.transaction((tx) => applyRetentionDiscount(deps, tx, customer.userId, customer.actor))
    const invoice = (id: string, amount: number) =>
      JSON.stringify({
        id: `evt_${id}`,
        object: 'event',
        type: 'invoice.paid',
        created: seconds(new Date()),
        data: {
          object: {
            id,
            object: 'invoice',
            billing_reason: 'subscription_cycle',
            amount_due: amount,
            amount_paid: amount,
            currency: 'gbp',
            attempt_count: 1,
            next_payment_attempt: null,
            created: seconds(new Date()),
            status_transitions: { paid_at: seconds(new Date()) },
            parent: {
              type: 'subscription_details',
              subscription_details: { subscription: customer.stripeId },
            },
            lines: { object: 'list', data: [] },
          },
        },
      })
    // Stripe charged the renewal without the coupon: it was not there yet.
    expect((await postStripeWebhook(t.app, invoice('in_before_job', 14900), WEBHOOK_SECRET)).statusCode).toBe(
      200,
    )
    expect((await discountsOf(t, customer.id))[0]).toMatchObject({ usedAt: null, providerCouponId: null })

    await runAll(customer.id)
    expect((await postStripeWebhook(t.app, invoice('in_after_job', 13410), WEBHOOK_SECRET)).statusCode).toBe(
      200,
    )
    expect((await discountsOf(t, customer.id))[0]?.usedAt).toEqual(expect.any(Date))
  })

  it('without Stripe (the test provider) nothing is queued and nothing is asked', async () => {
    const userId = randomUUID()
    await t.database.db
      .insert(users)
      .values({ id: userId, name: 'Tess', email: 'tess@stripe-sync.example.com' })
    const [row] = await t.database.db
      .insert(subscriptions)
      .values({ userId, productId: 'prod_pro', priceAmount: 14900, provider: 'test', status: 'active' })
      .returning()
    const testDeps = billingDepsFor(t, { provider: 'test', now: () => now })
    const actor = { kind: 'customer' as const, userId }
    const before = standIn.requests.length
    await t.database.db.transaction((tx) => scheduleCancellation(testDeps, tx, userId, actor))
    await keepPlan(testDeps, userId, actor)
    await t.database.db.transaction((tx) => applyRetentionDiscount(testDeps, tx, userId, actor))
    expect(await syncJobsOf(t, row?.id ?? '')).toEqual([])
    expect(standIn.requests.length).toBe(before)
    expect((await rowOf(row?.id ?? ''))?.nextPaymentAmount).toBe(13410)
  })
})

describe.each(backends)('the Stripe sync job during a Stripe outage on %s', (backend) => {
  let t: TestApp
  const standIn = new StripeStandIn()
  let deps: BillingDeps
  let stripe: Stripe

  beforeAll(async () => {
    await standIn.start()
    t = await stripeApp(backend, standIn)
    stripe = new Stripe('sk_test_standin', { maxNetworkRetries: 1, ...standIn.clientOptions })
    deps = billingDepsFor(t, { provider: 'stripe', stripe, now: () => new Date() })
  })
  afterAll(async () => {
    await t.close()
    await standIn.stop()
  })

  const workerFor = (clock: TestClock, givenUp: GivenUpJob[] = []) =>
    new JobWorker({
      database: t.database,
      logger: Fastify({ logger: false }).log,
      notices: { tell() {} },
      queues: [STRIPE_SYNC_JOBS],
      handlers: { [STRIPE_SYNC_QUEUE]: stripeSyncHandler({ db: t.database.db, stripe }) },
      now: clock.now,
      random: () => 1,
      onGiveUp: async (_tx, job, queue) => {
        if (queue.paymentRelated) givenUp.push(job)
      },
    })

  it('is retried while Stripe is down and attaches the discount once Stripe is back', async () => {
    const customer = await stripeCustomer(t, 'outage-comeback')
    await t.database.db.transaction((tx) => applyRetentionDiscount(deps, tx, customer.userId, customer.actor))
    const [job] = await syncJobsOf(t, customer.id)
    if (!job) throw new Error('no job')
    standIn.outage = true
    const clock = new TestClock()
    const startedAt = clock.now().getTime()
    const settled = await runThroughSchedule(workerFor(clock), clock, t.database.db, job.id, async () => {
      // Stripe comes back after a day and a half.
      if (clock.now().getTime() - startedAt >= 1.5 * DAY) standIn.outage = false
    })
    expect(settled.status).toBe('completed')
    expect(settled.attempts).toBeGreaterThan(1)
    const [discount] = await discountsOf(t, customer.id)
    const coupon = retentionCouponId(discount?.id ?? '')
    expect(atStripe(standIn, customer.stripeId)).toMatchObject({ attached: [coupon], discountUpdates: 1 })
    expect([...standIn.coupons.keys()]).toEqual([coupon])
    expect(discount?.providerCouponId).toBe(coupon)
  })

  it('fails for good after at least 3 days as a payment-related job, so administrators are told', async () => {
    const customer = await stripeCustomer(t, 'outage-for-good')
    await t.database.db.transaction((tx) => scheduleCancellation(deps, tx, customer.userId, customer.actor))
    const [job] = await syncJobsOf(t, customer.id)
    if (!job) throw new Error('no job')
    standIn.outage = true
    const clock = new TestClock()
    const givenUp: GivenUpJob[] = []
    try {
      const settled = await runThroughSchedule(workerFor(clock, givenUp), clock, t.database.db, job.id)
      expect(settled).toMatchObject({
        status: 'failed',
        attempts: retrySchedule(STRIPE_SYNC_JOBS.retry).length,
      })
      const times = settled.attemptTimes
      expect((times.at(-1) as number) - (times[0] as number)).toBeGreaterThanOrEqual(3 * DAY)
      expect(givenUp).toMatchObject([{ id: job.id, payload: { stripeSubscriptionId: customer.stripeId } }])
    } finally {
      standIn.outage = false
    }
    // The database kept the customer's cancellation all along.
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, customer.id))
    expect(row?.cancelAt).toEqual(expect.any(Date))
  })
})
