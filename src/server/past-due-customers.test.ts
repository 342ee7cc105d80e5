import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingDepsFor } from '../../tests/support/billing-deps.ts'
import {
  confirmEmail,
  createTestApp,
  latestEmail,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../tests/support/test-app.ts'
import { backends } from '../../tests/support/test-database.ts'
import { billingPayments } from './db/schema/billing.ts'
import { contentPosts } from './db/schema/content.ts'
import { subscriptions } from './db/schema/customers.ts'
import { publications } from './db/schema/publishing.ts'
import type { BillingDeps } from './features/billing/billing.service.ts'
import { publishingPausedCustomers } from './features/billing/billing-settings.ts'
import { renewDueTestSubscriptions } from './features/billing/test-renewals.ts'
import { enqueueDuePublications, type PublishingDeps } from './features/publishing/publishing.service.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const SUPPORT = 'support@example.com'
const proMonthly = (email: string) => ({
  email,
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
  discountPence: 0,
  totalPence: 14900,
})

describe.each(backends)('past-due customers on the test provider on %s', (backend) => {
  let t: TestApp
  let clock = new Date('2026-01-10T10:00:00Z')
  let admin: string
  let address = 0
  let billing: BillingDeps
  let publishing: PublishingDeps
  const as = (cookie: string, options: Parameters<typeof withCookie>[1]) =>
    t.app.inject(withCookie(cookie, { ...options, remoteAddress: `10.33.0.${++address}` }))
  const adminPost = (userId: string, action: string) =>
    as(admin, { method: 'POST', url: `/api/admin/billing/customers/${userId}/${action}` })

  async function customerWith(email: string) {
    const { user } = await signUp(t.app, email, 'billing-password-1')
    await confirmEmail(t, email)
    const cookie = await signIn(t.app, email, 'billing-password-1')
    const started = await as(cookie, { method: 'POST', url: '/api/checkout', payload: proMonthly(email) })
    expect(started.statusCode, started.body).toBe(200)
    const checkoutId = String(started.json().url).split('/pay/')[1]
    expect((await as(cookie, { method: 'POST', url: `/api/checkout/${checkoutId}/pay` })).statusCode).toBe(
      200,
    )
    return { cookie, userId: user.id }
  }
  const subscriptionOf = async (userId: string) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]
  const failedTries = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(billingPayments)
        .where(and(eq(billingPayments.userId, userId), eq(billingPayments.status, 'failed')))
    ).length
  async function duePost(customerId: string) {
    const [post] = await t.database.db
      .insert(contentPosts)
      .values({
        customerId,
        channel: 'instagram',
        scheduledAt: new Date(clock.getTime() - 60_000),
        caption: 'Fresh sourdough',
        status: 'approved',
      })
      .returning()
    return post?.id ?? ''
  }
  const published = async (postId: string) =>
    (await t.database.db.select().from(publications).where(eq(publications.postId, postId))).length > 0

  beforeAll(async () => {
    t = await createTestApp(backend, { SUPPORT_EMAIL: SUPPORT }, { now: () => clock })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    billing = billingDepsFor(t, { provider: 'test', now: () => clock, supportEmail: SUPPORT })
    // Publishing as app.ts builds it, with billing's list of paused customers lent to it.
    publishing = {
      db: t.database.db,
      adapters: {},
      appUrl: 'http://localhost:3000',
      secret: 'operations-test-secret-0123456789abcdef',
      logger: t.app.log,
      now: () => clock,
      connections: { credentials: async () => null, reportBroken: async () => {} },
      pausedCustomers: publishingPausedCustomers,
    }
  })
  afterAll(async () => {
    await t.close()
  })

  it('retries a failed renewal 3 and 7 days on, warns before the last try, then ends the plan and tells the team', async () => {
    const customer = await customerWith('dunning@example.com')
    expect((await adminPost(customer.userId, 'fail-next-renewal')).statusCode).toBe(200)
    expect((await adminPost(customer.userId, 'charge-renewal')).json()).toEqual({ outcome: 'failed' })
    await latestEmail(t, 'dunning@example.com', 'billing-payment-failed')
    const failedAt = clock.getTime()

    // Two days on, no try is due yet.
    clock = new Date(failedAt + 2 * DAY_MS)
    await renewDueTestSubscriptions(billing)
    expect(await failedTries(customer.userId)).toBe(1)

    // Three days on: the second try fails; the customer is told the next is the last.
    clock = new Date(failedAt + 3 * DAY_MS)
    await renewDueTestSubscriptions(billing)
    expect(await failedTries(customer.userId)).toBe(2)
    expect((await subscriptionOf(customer.userId))?.status).toBe('past_due')
    const warning = await latestEmail(t, 'dunning@example.com', 'billing-final-attempt')
    expect(warning.subject).toMatch(/Last try/)
    await renewDueTestSubscriptions(billing)
    expect(await failedTries(customer.userId)).toBe(2)

    // Seven days on: the last try fails; the plan ends, the customer and the team are told.
    clock = new Date(failedAt + 7 * DAY_MS)
    await renewDueTestSubscriptions(billing)
    expect(await failedTries(customer.userId)).toBe(3)
    expect(await subscriptionOf(customer.userId)).toMatchObject({ status: 'canceled', pastDueSince: null })
    await latestEmail(t, 'dunning@example.com', 'billing-subscription-ended')
    const team = await latestEmail(t, SUPPORT, 'billing-team-subscription-ended')
    expect(team.subject).toContain('dunning@example.com')
  })

  it("pauses a past-due customer's publishing after the grace period the team sets, until they pay", async () => {
    clock = new Date('2026-03-01T10:00:00Z')
    const late = await customerWith('late-payer@example.com')
    const punctual = await customerWith('punctual@example.com')
    expect((await adminPost(late.userId, 'fail-next-renewal')).statusCode).toBe(200)
    expect((await adminPost(late.userId, 'charge-renewal')).json()).toEqual({ outcome: 'failed' })
    const pastDueAt = clock.getTime()

    // Within the default 7 days the posts still go out.
    clock = new Date(pastDueAt + 6 * DAY_MS)
    const early = await duePost(late.userId)
    await enqueueDuePublications(publishing, clock)
    expect(await published(early)).toBe(true)

    // After 7 days they wait; another customer's do not.
    clock = new Date(pastDueAt + 7 * DAY_MS)
    const held = await duePost(late.userId)
    const other = await duePost(punctual.userId)
    await enqueueDuePublications(publishing, clock)
    expect(await published(held)).toBe(false)
    expect(await published(other)).toBe(true)
    expect(await publishingPausedCustomers(t.database.db, clock)).toEqual([late.userId])

    // The team allows 10 days: the post goes out.
    const longer = await as(admin, {
      method: 'PUT',
      url: '/api/admin/billing/settings',
      payload: { publishingGraceDays: 10 },
    })
    expect(longer.statusCode, longer.body).toBe(200)
    await enqueueDuePublications(publishing, clock)
    expect(await published(held)).toBe(true)

    // Past 10 days the next post waits, until the customer pays ('Update card').
    clock = new Date(pastDueAt + 10 * DAY_MS)
    const waiting = await duePost(late.userId)
    await enqueueDuePublications(publishing, clock)
    expect(await published(waiting)).toBe(false)
    const paid = await as(late.cookie, { method: 'POST', url: '/api/billing/update-card' })
    expect(paid.statusCode, paid.body).toBe(200)
    expect((await subscriptionOf(late.userId))?.status).toBe('active')
    await enqueueDuePublications(publishing, clock)
    expect(await published(waiting)).toBe(true)
  })

  it('lets only the team read and change the billing settings', async () => {
    const customer = await signIn(t.app, 'punctual@example.com', 'billing-password-1')
    const read = await as(customer, { method: 'GET', url: '/api/admin/billing/settings' })
    expect(read.statusCode).toBe(403)
    const write = await as(customer, {
      method: 'PUT',
      url: '/api/admin/billing/settings',
      payload: { publishingGraceDays: 0 },
    })
    expect(write.statusCode).toBe(403)
    expect((await as(admin, { method: 'GET', url: '/api/admin/billing/settings' })).json()).toEqual({
      publishingGraceDays: 10,
    })
  })
})
