import { and, count, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quote } from '#shared/pricing/quote.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import { billingDepsFor } from '../../../../tests/support/billing-deps.ts'
import { StripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
import { postStripeWebhook } from '../../../../tests/support/stripe-webhook.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'
import { billingPayments, retentionDiscounts } from '../../db/schema/billing.ts'
import { checkoutSessions } from '../../db/schema/checkout.ts'
import { subscriptions } from '../../db/schema/customers.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'
import { applyRetentionDiscount, keepPlan, scheduleCancellation } from './billing.service.ts'
import { syncSubscriptionAtStripe } from './stripe-sync.ts'

const WEBHOOK_SECRET = 'whsec_billing_secret'
const EMAIL = 'stripe.billing@example.com'
const selection: OrderSelection = {
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
}
const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000)

/** Payloads shaped as Stripe sends them (API 2025-03-31 on: periods on the items, invoice.parent). */
const subscriptionObject = (
  id: string,
  fields: { status: string; cancelAt?: string | null; start: string; end: string },
) => ({
  id,
  object: 'subscription',
  status: fields.status,
  cancel_at: fields.cancelAt ? at(fields.cancelAt) : null,
  items: {
    object: 'list',
    data: [
      {
        id: `si_${id}`,
        object: 'subscription_item',
        current_period_start: at(fields.start),
        current_period_end: at(fields.end),
      },
    ],
  },
})
const invoiceObject = (
  id: string,
  subscription: string,
  fields: { reason?: string; amount: number; attempt?: number; nextAttempt?: string | null; created: string },
) => ({
  id,
  object: 'invoice',
  billing_reason: fields.reason ?? 'subscription_cycle',
  amount_due: fields.amount,
  amount_paid: fields.amount,
  currency: 'gbp',
  attempt_count: fields.attempt ?? 1,
  next_payment_attempt:
    fields.nextAttempt === undefined ? null : fields.nextAttempt && at(fields.nextAttempt),
  invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
  created: at(fields.created),
  status_transitions: { paid_at: at(fields.created) },
  parent: { type: 'subscription_details', subscription_details: { subscription } },
  lines: {
    object: 'list',
    data: [
      {
        id: `il_${id}`,
        object: 'line_item',
        period: { start: at(fields.created), end: at('2026-03-01T09:00:00Z') },
      },
    ],
  },
})

describe.each(backends)('billing kept in step with Stripe on %s', (backend) => {
  let t: TestApp
  let eventNumber = 0
  const standIn = new StripeStandIn()

  beforeAll(async () => {
    await standIn.start()
    t = await createTestApp(backend, {
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
    await t.database.db.insert(checkoutSessions).values({
      id: 'chk_billing',
      provider: 'stripe',
      providerSessionId: 'cs_test_billing',
      email: EMAIL,
      selection,
      amount: quote(selection).totalPence,
      currency: 'GBP',
    })
  })
  afterAll(async () => {
    await t.close()
    await standIn.stop()
  })

  /** A signed event; `id` repeats for a duplicate delivery. */
  const deliver = (type: string, object: unknown, created: string, id = `evt_${++eventNumber}`) => {
    const payload = JSON.stringify({ id, object: 'event', type, created: at(created), data: { object } })
    return postStripeWebhook(t.app, payload, WEBHOOK_SECRET)
  }
  const subscription = async () =>
    (
      await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, 'sub_billing'))
    )[0]
  const payments = () => t.database.db.select().from(billingPayments).orderBy(billingPayments.createdAt)
  const emailsOf = async (template: string) =>
    (
      await t.database.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.template, template))
    )[0]?.n

  it('records a first invoice paid before the checkout completed, and joins it to the customer after', async () => {
    const first = invoiceObject('in_first', 'sub_billing', {
      reason: 'subscription_create',
      amount: 14900,
      created: '2026-02-01T09:00:00Z',
    })
    expect((await deliver('invoice.paid', first, '2026-02-01T09:00:00Z')).statusCode).toBe(200)
    expect(await payments()).toEqual([
      expect.objectContaining({ userId: null, kind: 'first_order', amount: 14900 }),
    ])
    const completed = {
      id: 'cs_test_billing',
      object: 'checkout.session',
      payment_status: 'paid',
      subscription: 'sub_billing',
    }
    expect((await deliver('checkout.session.completed', completed, '2026-02-01T09:00:01Z')).statusCode).toBe(
      200,
    )
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, EMAIL))
    const [payment] = await payments()
    expect(payment).toMatchObject({ userId: buyer?.id, subscriptionId: (await subscription())?.id })
    // Duplicated: still one payment.
    expect((await deliver('invoice.paid', first, '2026-02-01T09:00:00Z')).statusCode).toBe(200)
    expect(await payments()).toHaveLength(1)
  })

  it('keeps the period and scheduled end from customer.subscription.updated; an older event arriving late changes nothing', async () => {
    const newer = subscriptionObject('sub_billing', {
      status: 'active',
      cancelAt: '2026-03-05T09:00:00Z',
      start: '2026-02-01T09:00:00Z',
      end: '2026-03-01T09:00:00Z',
    })
    const older = subscriptionObject('sub_billing', {
      status: 'active',
      cancelAt: null,
      start: '2026-01-01T09:00:00Z',
      end: '2026-02-01T09:00:00Z',
    })
    expect((await deliver('customer.subscription.updated', newer, '2026-02-10T12:00:00Z')).statusCode).toBe(
      200,
    )
    expect((await deliver('customer.subscription.updated', older, '2026-02-01T09:00:05Z')).statusCode).toBe(
      200,
    )
    expect(await subscription()).toMatchObject({
      status: 'active',
      currentPeriodStart: new Date('2026-02-01T09:00:00Z'),
      currentPeriodEnd: new Date('2026-03-01T09:00:00Z'),
      cancelAt: new Date('2026-03-05T09:00:00Z'),
    })
    // No cancellation any more (Keep my plan at Stripe): the next payment is the plan's price again.
    const kept = subscriptionObject('sub_billing', {
      status: 'active',
      cancelAt: null,
      start: '2026-02-01T09:00:00Z',
      end: '2026-03-01T09:00:00Z',
    })
    expect((await deliver('customer.subscription.updated', kept, '2026-02-11T12:00:00Z')).statusCode).toBe(
      200,
    )
    expect(await subscription()).toMatchObject({ cancelAt: null, nextPaymentAmount: 14900 })
  })

  it('marks a failed renewal past due and e-mails once; the paid retry clears it and a late failure does not undo it', async () => {
    const failed = invoiceObject('in_renewal', 'sub_billing', {
      amount: 14900,
      attempt: 1,
      nextAttempt: '2026-03-04T09:00:00Z',
      created: '2026-03-01T09:00:00Z',
    })
    const eventId = 'evt_failed_once'
    expect(
      (await deliver('invoice.payment_failed', failed, '2026-03-01T09:00:00Z', eventId)).statusCode,
    ).toBe(200)
    expect(
      (await deliver('invoice.payment_failed', failed, '2026-03-01T09:00:00Z', eventId)).statusCode,
    ).toBe(200)
    expect(await subscription()).toMatchObject({ status: 'past_due' })
    expect(await emailsOf('billing-payment-failed')).toBe(1)
    expect((await payments()).at(-1)).toMatchObject({ providerPaymentId: 'in_renewal', status: 'failed' })

    const paid = invoiceObject('in_renewal', 'sub_billing', {
      amount: 14900,
      attempt: 2,
      created: '2026-03-04T09:00:00Z',
    })
    expect((await deliver('invoice.paid', paid, '2026-03-04T09:00:00Z')).statusCode).toBe(200)
    expect(await subscription()).toMatchObject({ status: 'active', pastDueSince: null })
    expect((await deliver('invoice.payment_failed', failed, '2026-03-01T09:00:00Z')).statusCode).toBe(200)
    expect(await subscription()).toMatchObject({ status: 'active' })
    expect((await payments()).filter((p) => p.providerPaymentId === 'in_renewal')).toEqual([
      expect.objectContaining({ status: 'paid' }),
    ])
    expect(await emailsOf('billing-payment-failed')).toBe(1)
  })

  it('changes nothing for unknown subscriptions, and keeps their payments for when they are known', async () => {
    const unknown = subscriptionObject('sub_unknown', {
      status: 'past_due',
      start: '2026-02-01T09:00:00Z',
      end: '2026-03-01T09:00:00Z',
    })
    expect((await deliver('customer.subscription.updated', unknown, '2026-02-12T00:00:00Z')).statusCode).toBe(
      200,
    )
    expect((await deliver('customer.subscription.deleted', unknown, '2026-02-12T00:00:01Z')).statusCode).toBe(
      200,
    )
    const paid = invoiceObject('in_unknown', 'sub_unknown', { amount: 7900, created: '2026-02-12T00:00:00Z' })
    expect((await deliver('invoice.paid', paid, '2026-02-12T00:00:00Z')).statusCode).toBe(200)
    const [kept] = await t.database.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.providerPaymentId, 'in_unknown'))
    expect(kept).toMatchObject({ userId: null, providerSubscriptionId: 'sub_unknown' })
    expect(
      await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, 'sub_unknown')),
    ).toEqual([])
  })

  it('ends the subscription when Stripe gives up, tells the customer and the team, and a late update does not revive it', async () => {
    const failed = invoiceObject('in_gave_up', 'sub_billing', {
      amount: 14900,
      created: '2026-04-01T09:00:00Z',
    })
    await deliver('invoice.payment_failed', failed, '2026-04-01T09:00:00Z')
    expect(await subscription()).toMatchObject({ status: 'past_due' })
    const ended = subscriptionObject('sub_billing', {
      status: 'canceled',
      start: '2026-03-01T09:00:00Z',
      end: '2026-04-01T09:00:00Z',
    })
    expect((await deliver('customer.subscription.deleted', ended, '2026-04-20T09:00:00Z')).statusCode).toBe(
      200,
    )
    expect(await subscription()).toMatchObject({ status: 'canceled', nextPaymentAmount: null })
    expect(await emailsOf('billing-team-subscription-ended')).toBe(1)
    expect(await emailsOf('billing-subscription-ended')).toBe(1)
    const revived = subscriptionObject('sub_billing', {
      status: 'active',
      start: '2026-04-01T09:00:00Z',
      end: '2026-05-01T09:00:00Z',
    })
    await deliver('customer.subscription.updated', revived, '2026-04-21T09:00:00Z')
    expect(await subscription()).toMatchObject({ status: 'canceled' })
  })

  it("sets cancel_at, clears it and adds a one-off 10% coupon at Stripe for the customer's own choices, by a job once each commits", async () => {
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, EMAIL))
    const userId = buyer?.id ?? ''
    // A fresh active subscription for the same customer.
    const [second] = await t.database.db
      .insert(subscriptions)
      .values({
        userId,
        productId: 'prod_pro',
        priceAmount: 14900,
        provider: 'stripe',
        providerSubscriptionId: 'sub_second',
        status: 'active',
        currentPeriodStart: new Date('2026-05-01T09:00:00Z'),
        currentPeriodEnd: new Date('2026-06-01T09:00:00Z'),
        nextPaymentAmount: 14900,
      })
      .returning()
    let now = new Date('2026-05-20T12:00:00Z')
    const stripe = new Stripe('sk_test_standin', { maxNetworkRetries: 1, ...standIn.clientOptions })
    const deps = billingDepsFor(t, { provider: 'stripe', stripe, now: () => now })
    const sync = () => syncSubscriptionAtStripe({ db: t.database.db, stripe }, second?.id ?? '')
    const updates = () => standIn.subscriptionUpdates.filter((u) => u.id === 'sub_second')
    const actor = { kind: 'customer' as const, userId }
    const requestsBefore = standIn.requests.length
    const endsAt = await t.database.db.transaction((tx) => scheduleCancellation(deps, tx, userId, actor))
    // 30 days on from 20 May (1 Jun is sooner): 19 Jun, 13:00 UK time.
    expect(endsAt.toISOString()).toBe('2026-06-19T12:00:00.000Z')
    // Nothing reached Stripe inside the transaction; the job brings Stripe in line after it.
    expect(standIn.requests.length).toBe(requestsBefore)
    await sync()
    expect(standIn.subscription('sub_second')?.cancel_at).toBe(at('2026-06-19T12:00:00Z'))
    await keepPlan(deps, userId, actor)
    await sync()
    expect(updates().map((u) => u.form.cancel_at)).toEqual([String(at('2026-06-19T12:00:00Z')), ''])
    expect(standIn.subscription('sub_second')?.cancel_at).toBeNull()

    await t.database.db.transaction((tx) => applyRetentionDiscount(deps, tx, userId, actor))
    const [waiting] = await t.database.db
      .select()
      .from(retentionDiscounts)
      .where(eq(retentionDiscounts.subscriptionId, second?.id ?? ''))
    expect(waiting?.providerCouponId).toBeNull()
    await sync()
    const coupon = standIn.requests.filter((r) => r.path === '/v1/coupons').at(-1)
    expect(coupon?.form).toMatchObject({ percent_off: '10', duration: 'once', max_redemptions: '1' })
    expect(updates().at(-1)?.form['discounts[0][coupon]']).toBe(`retention_${waiting?.id}`)
    const [attached] = await t.database.db
      .select()
      .from(retentionDiscounts)
      .where(eq(retentionDiscounts.id, waiting?.id ?? ''))
    expect(attached?.providerCouponId).toBe(`retention_${waiting?.id}`)
    expect(await subscription()).toMatchObject({ status: 'canceled' })
    const [reread] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_second'))
    expect(reread?.nextPaymentAmount).toBe(13410)
    now = new Date('2026-08-01T00:00:00Z')
    await expect(
      t.database.db.transaction((tx) => applyRetentionDiscount(deps, tx, userId, actor)),
    ).rejects.toThrow(/once in 12 months/)
    const discounts = await t.database.db
      .select({ n: count() })
      .from(retentionDiscounts)
      .where(and(eq(retentionDiscounts.userId, userId)))
    expect(discounts[0]?.n).toBe(1)
  })
})
