import { and, count, eq } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextPaymentLine, planEndsOn } from '#shared/schemas/billing.ts'
import {
  confirmEmail,
  createTestApp,
  latestEmail,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { auditEvents } from '../../db/schema/billing.ts'
import { supportTickets } from '../../db/schema/messages.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const proMonthly = (email: string) => ({
  email,
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
  discountPence: 0,
  totalPence: 14900,
})

describe.each(backends)('billing on the test provider on %s', (backend) => {
  let t: TestApp
  let clock = new Date('2026-01-31T10:00:00Z')
  let admin: string
  let address = 0
  const as = (cookie: string, options: Parameters<typeof withCookie>[1]) =>
    t.app.inject(withCookie(cookie, { ...options, remoteAddress: `10.22.0.${++address}` }))

  /** A customer who signed up, proved the address and bought from the dashboard. */
  async function customerWith(email: string, order: Record<string, unknown>) {
    const { user } = await signUp(t.app, email, 'billing-password-1')
    await confirmEmail(t, email)
    const cookie = await signIn(t.app, email, 'billing-password-1')
    const started = await as(cookie, { method: 'POST', url: '/api/checkout', payload: order })
    expect(started.statusCode, started.body).toBe(200)
    const checkoutId = String(started.json().url).split('/pay/')[1]
    const paid = await as(cookie, { method: 'POST', url: `/api/checkout/${checkoutId}/pay` })
    expect(paid.statusCode, paid.body).toBe(200)
    return { cookie, userId: user.id }
  }
  const state = async (cookie: string) => {
    const response = await as(cookie, { method: 'GET', url: '/api/billing/subscription' })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().subscription
  }
  const cancel = (cookie: string, payload: Record<string, unknown>) =>
    as(cookie, { method: 'POST', url: '/api/support/tickets', payload: { type: 'cancel', ...payload } })
  const adminPost = (userId: string, action: string) =>
    as(admin, { method: 'POST', url: `/api/admin/billing/customers/${userId}/${action}` })

  beforeAll(async () => {
    t = await createTestApp(
      backend,
      {
        COMPANY_NAME: 'PostCraft Ltd',
        COMPANY_ADDRESS: '1 High Street, Leeds LS1 1AA',
        COMPANY_VAT_NUMBER: 'GB123456789',
      },
      { now: () => clock },
    )
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  })
  afterAll(async () => {
    await t.close()
  })

  let customer: { cookie: string; userId: string }

  it('buys Pro monthly: next payment £149.00 a month on (31 Jan -> 28 Feb)', async () => {
    customer = await customerWith('monthly@example.com', proMonthly('monthly@example.com'))
    const subscription = await state(customer.cookie)
    expect(subscription).toMatchObject({
      planTitle: 'Pro',
      status: 'active',
      interval: 'month',
      endsAt: null,
    })
    expect(nextPaymentLine(subscription.nextPayment.amountPence, subscription.nextPayment.at)).toBe(
      'Next payment: £149.00 on 28 Feb 2026',
    )
    const payments = (await as(customer.cookie, { method: 'GET', url: '/api/billing/payments' })).json()
      .payments
    expect(payments).toEqual([
      expect.objectContaining({ kind: 'first_order', status: 'paid', amountPence: 14900 }),
    ])
  })

  it("takes 10% off the next payment only when the customer says 'Yes, I'd stay!', once in 12 months", async () => {
    const accepted = await cancel(customer.cookie, { reason: 'expensive', offerAccepted: true })
    expect(accepted.statusCode, accepted.body).toBe(201)
    const subscription = await state(customer.cookie)
    expect(subscription.endsAt).toBeNull()
    expect(nextPaymentLine(subscription.nextPayment.amountPence, subscription.nextPayment.at)).toBe(
      'Next payment: £134.10 on 28 Feb 2026',
    )
    const tickets = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(supportTickets)
          .where(eq(supportTickets.userId, customer.userId))
      )[0]?.n
    const before = await tickets()
    const again = await cancel(customer.cookie, { reason: 'expensive', offerAccepted: true })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toMatch(/once in 12 months/)
    expect(await tickets()).toBe(before)
    expect((await state(customer.cookie)).nextPayment.amountPence).toBe(13410)
  })

  it("cancels at the Terms' notice (the later of the period's end and 30 days on), once, and keeps the plan", async () => {
    const response = await cancel(customer.cookie, { reason: 'not_using' })
    expect(response.statusCode, response.body).toBe(201)
    const subscription = await state(customer.cookie)
    // Period ends 28 Feb; 30 days on from 31 Jan is 2 Mar (10:00 UK time).
    expect(subscription.endsAt).toBe('2026-03-02T10:00:00.000Z')
    expect(planEndsOn(subscription.endsAt)).toBe('Your plan ends on 2 Mar 2026')
    const twice = await cancel(customer.cookie, { reason: 'not_using' })
    expect(twice.statusCode).toBe(409)

    const kept = await as(customer.cookie, { method: 'POST', url: '/api/billing/keep' })
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json()).toMatchObject({ endsAt: null, nextPayment: { amountPence: 13410 } })
    expect((await as(customer.cookie, { method: 'POST', url: '/api/billing/keep' })).statusCode).toBe(409)
    const actions = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, customer.userId), eq(auditEvents.actorKind, 'customer')))
    expect(actions.map((a) => a.action).sort()).toEqual([
      'billing.cancel_scheduled',
      'billing.cancel_undone',
      'billing.retention_discount',
    ])
  })

  it('renews at the period end with the discount once, then at the full price', async () => {
    clock = new Date('2026-02-28T10:00:00Z')
    const renewed = await adminPost(customer.userId, 'charge-renewal')
    expect(renewed.json()).toEqual({ outcome: 'paid' })
    const subscription = await state(customer.cookie)
    expect(subscription).toMatchObject({
      currentPeriodStart: '2026-02-28T10:00:00.000Z',
      currentPeriodEnd: '2026-03-31T09:00:00.000Z',
      nextPayment: { amountPence: 14900, at: '2026-03-31T09:00:00.000Z' },
      pendingDiscountPercent: null,
    })
    const payments = (await as(customer.cookie, { method: 'GET', url: '/api/billing/payments' })).json()
      .payments
    expect(payments[0]).toMatchObject({ kind: 'renewal', amountPence: 13410, discountPence: 1490 })
  })

  it("'Fail next renewal (test)' then 'Charge renewal now (test)': past due and e-mailed; 'Update card' clears it", async () => {
    expect((await adminPost(customer.userId, 'fail-next-renewal')).statusCode).toBe(200)
    expect((await adminPost(customer.userId, 'charge-renewal')).json()).toEqual({ outcome: 'failed' })
    expect((await state(customer.cookie)).status).toBe('past_due')
    const email = await latestEmail(t, 'monthly@example.com', 'billing-payment-failed')
    expect(email.subject).toMatch(/did not go through/)
    const updated = await as(customer.cookie, { method: 'POST', url: '/api/billing/update-card' })
    expect(updated.statusCode, updated.body).toBe(200)
    expect((await state(customer.cookie)).status).toBe('active')
  })

  it("refunds the first order's plan part within the guarantee, once; outside it the team is told why not", async () => {
    const view = await as(admin, { method: 'GET', url: `/api/admin/billing/customers/${customer.userId}` })
    expect(view.statusCode, view.body).toBe(200)
    expect(view.json()).toMatchObject({ testProvider: true, refund: { offered: true, amountPence: 14900 } })
    const refunded = await adminPost(customer.userId, 'refund-first-order')
    expect(refunded.json()).toEqual({ refundedPence: 14900 })
    const twice = await adminPost(customer.userId, 'refund-first-order')
    expect(twice.statusCode).toBe(409)
    await latestEmail(t, 'monthly@example.com', 'billing-refunded')
    const payments = (await as(customer.cookie, { method: 'GET', url: '/api/billing/payments' })).json()
      .payments
    expect(payments.at(-1)).toMatchObject({ kind: 'first_order', status: 'refunded', refundedPence: 14900 })

    const late = await customerWith('late@example.com', proMonthly('late@example.com'))
    clock = new Date(clock.getTime() + 31 * DAY_MS)
    const lateView = await as(admin, { method: 'GET', url: `/api/admin/billing/customers/${late.userId}` })
    expect(lateView.json().refund).toMatchObject({
      offered: false,
      reason: expect.stringMatching(/guarantee ended/),
    })
    expect((await adminPost(late.userId, 'refund-first-order')).statusCode).toBe(409)
  })

  it('sells six-monthly billing: Pro every 6 months is £894.00', async () => {
    const six = await customerWith('six@example.com', {
      ...proMonthly('six@example.com'),
      totalPence: 89400,
      billingInterval: 'six_months',
    })
    const subscription = await state(six.cookie)
    expect(subscription).toMatchObject({ interval: 'six_months', periodAmountPence: 89400 })
    expect(subscription.nextPayment.amountPence).toBe(89400)
    const { cookie } = six
    const wrong = await as(cookie, {
      method: 'POST',
      url: '/api/checkout',
      payload: { ...proMonthly('six@example.com'), billingInterval: 'six_months' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.message).toMatch(/£894.00 every 6 months/)
  })

  it("renders an invoice PDF with the seller's name, address and VAT number, for its customer only", async () => {
    const [payment] = (await as(customer.cookie, { method: 'GET', url: '/api/billing/payments' })).json()
      .payments
    const response = await as(customer.cookie, { method: 'GET', url: payment.invoiceUrl })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true })
    expect(text).toContain('PostCraft Ltd')
    expect(text).toContain('1 High Street, Leeds LS1 1AA')
    expect(text).toContain('VAT number: GB123456789')
    expect(text).toContain('monthly@example.com')
    const stranger = await customerWith('stranger@example.com', proMonthly('stranger@example.com'))
    expect((await as(stranger.cookie, { method: 'GET', url: payment.invoiceUrl })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: payment.invoiceUrl })).statusCode).toBe(401)
  })

  it('lets nobody but the customer change a subscription, and only the team refund', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/billing/keep' })
    expect(visitor.statusCode).toBe(401)
    for (const action of ['charge-renewal', 'fail-next-renewal', 'refund-first-order']) {
      const refused = await as(customer.cookie, {
        method: 'POST',
        url: `/api/admin/billing/customers/${customer.userId}/${action}`,
      })
      expect(refused.statusCode, action).toBe(403)
    }
    const other = await customerWith('other@example.com', proMonthly('other@example.com'))
    const otherPayments = (await as(other.cookie, { method: 'GET', url: '/api/billing/payments' })).json()
      .payments
    expect(otherPayments).toHaveLength(1)
    const mine = (await as(customer.cookie, { method: 'GET', url: '/api/billing/payments' })).json().payments
    expect(mine.map((p: { id: string }) => p.id)).not.toContain(otherPayments[0].id)
  })

  it('ends the plan at its scheduled end (a cancelled plan is not charged again)', async () => {
    const leaving = await customerWith('leaving@example.com', proMonthly('leaving@example.com'))
    expect((await cancel(leaving.cookie, { reason: 'switching' })).statusCode).toBe(201)
    const { endsAt } = await state(leaving.cookie)
    clock = new Date(endsAt)
    // The period ends first (a payment for the rest of the notice), then the plan ends.
    const outcomes: string[] = []
    for (let i = 0; i < 3; i++) {
      const response = await adminPost(leaving.userId, 'charge-renewal')
      if (response.statusCode !== 200) break
      outcomes.push(response.json().outcome)
      if (response.json().outcome === 'ended') break
    }
    expect(outcomes.at(-1)).toBe('ended')
    expect(await state(leaving.cookie)).toBeNull()
    expect((await as(leaving.cookie, { method: 'POST', url: '/api/billing/keep' })).statusCode).toBe(404)
  })
})
