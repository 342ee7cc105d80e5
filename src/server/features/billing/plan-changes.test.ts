import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prorationPence } from '#shared/pricing/billing.ts'
import { quote } from '#shared/pricing/quote.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import {
  confirmEmail,
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { auditEvents } from '../../db/schema/billing.ts'
import { supportTickets } from '../../db/schema/messages.ts'

const order = (email: string, selection: OrderSelection) => {
  const priced = quote(selection)
  return { email, ...selection, discountPence: priced.discountPence, totalPence: priced.totalPence }
}
const plainPro: OrderSelection = {
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
}

describe.each(backends)('changing plan and extras on the test provider on %s', (backend) => {
  let t: TestApp
  let clock = new Date('2026-01-01T10:00:00Z')
  let admin: string
  let address = 0
  const as = (cookie: string, options: Parameters<typeof withCookie>[1]) =>
    t.app.inject(withCookie(cookie, { ...options, remoteAddress: `10.38.0.${++address}` }))

  async function customerWith(email: string, selection: OrderSelection) {
    const { user } = await signUp(t.app, email, 'changes-password-1')
    await confirmEmail(t, email)
    const cookie = await signIn(t.app, email, 'changes-password-1')
    const started = await as(cookie, {
      method: 'POST',
      url: '/api/checkout',
      payload: order(email, selection),
    })
    expect(started.statusCode, started.body).toBe(200)
    const checkoutId = String(started.json().url).split('/pay/')[1]
    const paid = await as(cookie, { method: 'POST', url: `/api/checkout/${checkoutId}/pay` })
    expect(paid.statusCode, paid.body).toBe(200)
    return { cookie, userId: user.id }
  }
  const state = async (cookie: string) =>
    (await as(cookie, { method: 'GET', url: '/api/billing/subscription' })).json().subscription
  const preview = (cookie: string, payload: Record<string, unknown>) =>
    as(cookie, { method: 'POST', url: '/api/billing/change-preview', payload })
  const change = (cookie: string, payload: Record<string, unknown>) =>
    as(cookie, { method: 'POST', url: '/api/support/tickets', payload: { type: 'plan_change', ...payload } })
  const auditOf = async (userId: string) =>
    (
      await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectUserId, userId), eq(auditEvents.actorKind, 'customer')))
    ).map((row) => row.action)

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: () => clock })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  })
  afterAll(async () => {
    await t.close()
  })

  let customer: { cookie: string; userId: string }

  it('upgrades Pro to Premium now, charged the proration the preview showed', async () => {
    customer = await customerWith('upgrader@example.com', plainPro)
    clock = new Date('2026-01-16T10:00:00Z')
    const shown = await preview(customer.cookie, { plan: 'premium' })
    expect(shown.statusCode, shown.body).toBe(200)
    // 16 of January's 31 days left: £70.00 more a month, prorated.
    const expected = prorationPence(
      14900,
      21900,
      { start: new Date('2026-01-01T10:00:00Z'), end: new Date('2026-02-01T10:00:00Z') },
      clock,
    )
    expect(expected).toBe(3613)
    expect(shown.json()).toMatchObject({
      planTitle: 'Premium',
      timing: 'now',
      chargeNowPence: expected,
      newPeriodPence: 21900,
      nextPayment: { amountPence: 21900, at: '2026-02-01T10:00:00.000Z' },
      carouselDropped: false,
    })
    // Confirmed a minute later: the charge is the one shown.
    const quotedAt = shown.json().quotedAt
    clock = new Date('2026-01-16T10:01:00Z')
    const confirmed = await change(customer.cookie, { option: 'premium', quotedAt })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    expect(confirmed.json().ticket.message).toContain('charged £36.13')
    expect(await state(customer.cookie)).toMatchObject({
      planTitle: 'Premium',
      periodAmountPence: 21900,
      nextPayment: { amountPence: 21900, at: '2026-02-01T10:00:00.000Z' },
      pendingChange: null,
    })
    const payments = (await as(customer.cookie, { method: 'GET', url: '/api/billing/payments' })).json()
      .payments
    expect(payments[0]).toMatchObject({ kind: 'proration', status: 'paid', amountPence: 3613 })
    expect(await auditOf(customer.userId)).toContain('billing.plan_changed')
  })

  it('refuses a change to the current plan, and changes nothing', async () => {
    const same = await change(customer.cookie, { option: 'premium' })
    expect(same.statusCode).toBe(400)
    const previewed = await preview(customer.cookie, { plan: 'premium' })
    expect(previewed.statusCode).toBe(400)
    expect(previewed.json().error.message).toBe('You are already on the Premium plan')
    const sameExtras = await preview(customer.cookie, { plan: 'premium', additionalChannels: [] })
    expect(sameExtras.json().error.message).toBe('You are already on the Premium plan with these extras.')
    expect((await state(customer.cookie)).planTitle).toBe('Premium')
  })

  it('downgrades to Basic from the next period; the renewal applies it and charges the new price', async () => {
    const shown = (await preview(customer.cookie, { plan: 'basic' })).json()
    expect(shown).toMatchObject({
      timing: 'next_period',
      chargeNowPence: 0,
      effectiveAt: '2026-02-01T10:00:00.000Z',
      nextPayment: { amountPence: 7900, at: '2026-02-01T10:00:00.000Z' },
    })
    expect((await change(customer.cookie, { option: 'basic' })).statusCode).toBe(201)
    expect(await state(customer.cookie)).toMatchObject({
      planTitle: 'Premium',
      periodAmountPence: 21900,
      nextPayment: { amountPence: 7900 },
      pendingChange: { planTitle: 'Basic', periodAmountPence: 7900, at: '2026-02-01T10:00:00.000Z' },
    })
    expect(await auditOf(customer.userId)).toContain('billing.plan_change_scheduled')

    // Choosing Premium again withdraws the waiting change; then Basic is chosen once more.
    const back = await preview(customer.cookie, { plan: 'premium' })
    expect(back.json()).toMatchObject({ timing: 'next_period', chargeNowPence: 0, newPeriodPence: 21900 })
    const withdrawn = await change(customer.cookie, { option: 'premium' })
    expect(withdrawn.statusCode, withdrawn.body).toBe(201)
    expect(await state(customer.cookie)).toMatchObject({
      pendingChange: null,
      nextPayment: { amountPence: 21900 },
    })
    expect(await auditOf(customer.userId)).toContain('billing.plan_change_withdrawn')
    expect((await change(customer.cookie, { option: 'basic' })).statusCode).toBe(201)

    clock = new Date('2026-02-01T10:00:00Z')
    const renewed = await as(admin, {
      method: 'POST',
      url: `/api/admin/billing/customers/${customer.userId}/charge-renewal`,
    })
    expect(renewed.json()).toEqual({ outcome: 'paid' })
    expect(await state(customer.cookie)).toMatchObject({
      planTitle: 'Basic',
      periodAmountPence: 7900,
      pendingChange: null,
      nextPayment: { amountPence: 7900 },
    })
    const payments = (await as(customer.cookie, { method: 'GET', url: '/api/billing/payments' })).json()
      .payments
    expect(payments[0]).toMatchObject({ kind: 'renewal', amountPence: 7900 })
  })

  it("only the signed-in customer changes their own plan: a visitor gets 401, another customer's request changes only theirs", async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/billing/change-preview',
      payload: { plan: 'premium' },
    })
    expect(visitor.statusCode).toBe(401)
    const { user } = await signUp(t.app, 'nosy@example.com', 'changes-password-1')
    const nosy = await signIn(t.app, 'nosy@example.com', 'changes-password-1')
    expect(user.id).not.toBe(customer.userId)
    expect((await preview(nosy, { plan: 'premium' })).statusCode).toBe(404)
    // No plan of their own: the request reaches the team, and nobody's subscription changes.
    expect((await change(nosy, { option: 'premium' })).statusCode).toBe(201)
    expect((await state(customer.cookie)).planTitle).toBe('Basic')
    const tickets = await t.database.db
      .select({ userId: supportTickets.userId })
      .from(supportTickets)
      .where(eq(supportTickets.userId, user.id))
    expect(tickets).toHaveLength(1)
  })

  it('removing the last carousel channel removes the carousel add-on from the next period', async () => {
    clock = new Date('2026-03-10T10:00:00Z')
    const carousels = await customerWith('carousels@example.com', {
      plan: 'pro',
      freeChannel: 'facebook',
      additionalChannels: ['linkedin-company', 'x-twitter'],
      addOns: { carouselPosts: 4, reports: false },
    })
    const before = await state(carousels.cookie)
    // Pro £149.00, two channels £15.00 each, 4 carousels £20.00.
    expect(before.periodAmountPence).toBe(19900)
    const shown = await preview(carousels.cookie, { additionalChannels: ['x-twitter'] })
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json()).toMatchObject({
      timing: 'next_period',
      carouselDropped: true,
      chargeNowPence: 0,
      newPeriodPence: 16400,
    })
    const confirmed = await change(carousels.cookie, {
      option: 'extras',
      extras: { additionalChannels: ['x-twitter'] },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    expect(confirmed.json().ticket.message).toContain('Carousel posts end')
    expect(await state(carousels.cookie)).toMatchObject({
      periodAmountPence: 19900,
      pendingChange: { planTitle: 'Pro', periodAmountPence: 16400 },
      nextPayment: { amountPence: 16400 },
    })
    // Carousels asked for without a carousel channel are dropped, never sold.
    const tampered = await preview(carousels.cookie, {
      additionalChannels: [],
      addOns: { carouselPosts: 10, reports: false },
    })
    expect(tampered.json()).toMatchObject({ carouselDropped: true, newPeriodPence: 14900 })
  })
})
