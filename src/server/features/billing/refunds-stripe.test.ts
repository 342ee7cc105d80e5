import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingDepsFor } from '../../../../tests/support/billing-deps.ts'
import { insertStripeCustomer } from '../../../../tests/support/stripe-customer.ts'
import { StripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
import { postStripeWebhook } from '../../../../tests/support/stripe-webhook.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'
import { auditEvents, billingPayments } from '../../db/schema/billing.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'
import type { BillingDeps } from './billing.service.ts'
import { refundFirstOrder, STRIPE_NOT_CONFIGURED, STRIPE_UNAVAILABLE } from './refunds.ts'

const DAY = 24 * 60 * 60_000
const NOW = new Date('2026-05-10T09:00:00Z')
const team = { kind: 'team' as const, userId: 'admin-refunds' }
const WEBHOOK_SECRET = 'whsec_refunds'
let eventNumber = 0

/** A customer whose first order (£164: the £149 plan and a £15 add-on) Stripe took 9 days ago. */
async function stripeCustomer(t: TestApp, name: string) {
  const { userId, id } = await insertStripeCustomer(t, name, {
    priceAmount: 16400,
    currentPeriodStart: new Date(NOW.getTime() - 9 * DAY),
    currentPeriodEnd: new Date(NOW.getTime() + 21 * DAY),
    nextPaymentAmount: 16400,
  })
  const [payment] = await t.database.db
    .insert(billingPayments)
    .values({
      userId,
      subscriptionId: id,
      provider: 'stripe',
      providerPaymentId: `in_${name.replaceAll('-', '_')}`,
      kind: 'first_order',
      amount: 16400,
      planAmount: 14900,
      status: 'paid',
      createdAt: new Date(NOW.getTime() - 9 * DAY),
    })
    .returning()
  if (!payment) throw new Error('no payment')
  return { userId, paymentId: payment.id, paymentIntent: `pi_standin_for_in_${name.replaceAll('-', '_')}` }
}

describe.each(backends)("the team's first-order refund with Stripe on %s", (backend) => {
  let t: TestApp
  let deps: BillingDeps
  const standIn = new StripeStandIn()

  beforeAll(async () => {
    await standIn.start()
    // Stripe configured, its client on the stand-in: the webhook's events are applied.
    t = await createTestApp(
      backend,
      { STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      { stripeClient: standIn.clientOptions },
    )
    await t.database.db
      .insert(users)
      .values({ id: team.userId, name: 'Team', email: 'team@refunds.example.com' })
    const stripe = new Stripe('sk_test_unused', standIn.clientOptions)
    deps = billingDepsFor(t, { provider: 'stripe', stripe, now: () => NOW })
  })
  afterAll(async () => {
    await t.close()
    await standIn.stop()
  })

  const refundsOf = (paymentIntent: string) =>
    standIn.refunds.filter((refund) => refund.payment_intent === paymentIntent)
  const paymentOf = async (id: string) =>
    (await t.database.db.select().from(billingPayments).where(eq(billingPayments.id, id)))[0]
  const refundEmailsOf = (userId: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.aboutUserId, userId), eq(emailOutbox.template, 'billing-refunded')))
  const refundAuditsOf = (userId: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, userId), eq(auditEvents.action, 'billing.refund_first_order')))

  it("refunds the plan part at Stripe, then records Stripe's refund and e-mails the customer", async () => {
    const customer = await stripeCustomer(t, 'plan-part')
    expect(await refundFirstOrder(deps, customer.userId, team)).toEqual({ refundedPence: 14900 })
    const [refund] = refundsOf(customer.paymentIntent)
    expect(refundsOf(customer.paymentIntent)).toHaveLength(1)
    expect(refund).toMatchObject({ amount: 14900, metadata: { paymentId: customer.paymentId } })
    expect(await paymentOf(customer.paymentId)).toMatchObject({ refundedAmount: 14900, status: 'paid' })
    const [audit] = await refundAuditsOf(customer.userId)
    expect(audit?.details).toEqual({ amount: 14900, providerRefundId: refund?.id })
    expect(await refundEmailsOf(customer.userId)).toHaveLength(1)
  })

  it('records a refund Stripe made whose recording rolled back on the next try, a day later, and never makes it twice', async () => {
    const customer = await stripeCustomer(t, 'rolled-back')
    const failingEmail = {
      ...deps,
      email: {
        queue: () => Promise.reject(new Error('the outbox insert failed')),
      } as unknown as BillingDeps['email'],
    }
    await expect(refundFirstOrder(failingEmail, customer.userId, team)).rejects.toThrow('outbox')
    expect(refundsOf(customer.paymentIntent)).toHaveLength(1)
    expect(await paymentOf(customer.paymentId)).toMatchObject({ refundedAmount: 0 })

    // Stripe forgets idempotency keys after 24 hours: only finding the refund stops a second one.
    standIn.forgetIdempotencyKeys()
    expect(await refundFirstOrder(deps, customer.userId, team)).toEqual({ refundedPence: 14900 })
    expect(refundsOf(customer.paymentIntent)).toHaveLength(1)
    expect(await paymentOf(customer.paymentId)).toMatchObject({ refundedAmount: 14900 })
    expect(await refundEmailsOf(customer.userId)).toHaveLength(1)
  })

  it('tells the team when Stripe does not answer, recording nothing', async () => {
    const customer = await stripeCustomer(t, 'stripe-down')
    standIn.outage = true
    try {
      await expect(refundFirstOrder(deps, customer.userId, team)).rejects.toMatchObject({
        code: 'unavailable',
        message: STRIPE_UNAVAILABLE,
      })
    } finally {
      standIn.outage = false
    }
    expect(await paymentOf(customer.paymentId)).toMatchObject({ refundedAmount: 0, status: 'paid' })
    expect(await refundFirstOrder(deps, customer.userId, team)).toEqual({ refundedPence: 14900 })
  })

  it('records nothing when Stripe took the payment but is not configured here', async () => {
    const customer = await stripeCustomer(t, 'no-stripe-keys')
    const withoutStripe = { ...deps, stripe: undefined }
    await expect(refundFirstOrder(withoutStripe, customer.userId, team)).rejects.toThrow(
      STRIPE_NOT_CONFIGURED,
    )
    expect(await paymentOf(customer.paymentId)).toMatchObject({ refundedAmount: 0, status: 'paid' })
    expect(await refundEmailsOf(customer.userId)).toHaveLength(0)
  })

  it('makes one refund, one record and one e-mail when two team members press it at once', async () => {
    const customer = await stripeCustomer(t, 'pressed-twice')
    // Each press answers with the refund, or (when the other had already finished) says it is done.
    const both = await Promise.allSettled([
      refundFirstOrder(deps, customer.userId, team),
      refundFirstOrder(deps, customer.userId, team),
    ])
    expect(both.filter((press) => press.status === 'fulfilled').map((press) => press.value)).toContainEqual({
      refundedPence: 14900,
    })
    for (const press of both) {
      if (press.status === 'fulfilled') expect(press.value).toEqual({ refundedPence: 14900 })
      else expect(String(press.reason)).toContain('The first order has been refunded.')
    }
    expect(refundsOf(customer.paymentIntent)).toHaveLength(1)
    expect(await refundAuditsOf(customer.userId)).toHaveLength(1)
    expect(await refundEmailsOf(customer.userId)).toHaveLength(1)
    // Once recorded, the next press is told it is done, and Stripe is not asked.
    const asked = standIn.requests.length
    await expect(refundFirstOrder(deps, customer.userId, team)).rejects.toThrow('has been refunded')
    expect(standIn.requests.length).toBe(asked)
  })

  /** Stripe's `charge.refunded` for a customer's first order, with the total refunded of it so far. */
  const refundedEvent = (customer: { paymentIntent: string }, refundedInAll: number) =>
    postStripeWebhook(
      t.app,
      JSON.stringify({
        id: `evt_refund_${++eventNumber}`,
        object: 'event',
        type: 'charge.refunded',
        created: Math.floor(NOW.getTime() / 1000),
        data: {
          object: {
            id: `ch_for_${customer.paymentIntent}`,
            object: 'charge',
            amount: 16400,
            amount_refunded: refundedInAll,
            refunded: refundedInAll >= 16400,
            payment_intent: customer.paymentIntent,
          },
        },
      }),
      WEBHOOK_SECRET,
    )
  const dashboardRefundsOf = (userId: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, userId), eq(auditEvents.action, 'billing.refunded_at_stripe')))

  it("records a refund made in Stripe's dashboard from its event, once, whatever order the events come in", async () => {
    const customer = await stripeCustomer(t, 'dashboard-refund')
    expect((await refundedEvent(customer, 5000)).statusCode).toBe(200)
    expect(await paymentOf(customer.paymentId)).toMatchObject({ refundedAmount: 5000, status: 'paid' })
    await refundedEvent(customer, 5000)
    expect(await dashboardRefundsOf(customer.userId)).toHaveLength(1)

    await refundedEvent(customer, 16400)
    expect(await paymentOf(customer.paymentId)).toMatchObject({ refundedAmount: 16400, status: 'refunded' })
    // An older event arriving late does not take the refund back.
    await refundedEvent(customer, 5000)
    expect(await paymentOf(customer.paymentId)).toMatchObject({ refundedAmount: 16400, status: 'refunded' })
    expect((await dashboardRefundsOf(customer.userId)).map((event) => event.details)).toEqual([
      expect.objectContaining({ amount: 5000, refundedInAll: 5000 }),
      expect.objectContaining({ amount: 11400, refundedInAll: 16400 }),
    ])
    // The guarantee's refund is no longer offered for it.
    await expect(refundFirstOrder(deps, customer.userId, team)).rejects.toThrow('has been refunded')
  })

  it("still records the team's refund and e-mails the customer when Stripe's event recorded the amount first", async () => {
    const customer = await stripeCustomer(t, 'event-first')
    // Stripe's charge.refunded arrives between Stripe's answer and our record.
    const racing: BillingDeps = {
      ...deps,
      db: Object.assign(Object.create(deps.db), {
        transaction: async (...args: Parameters<BillingDeps['db']['transaction']>) => {
          expect((await refundedEvent(customer, 14900)).statusCode).toBe(200)
          return deps.db.transaction(...args)
        },
      }),
    }
    expect(await refundFirstOrder(racing, customer.userId, team)).toEqual({ refundedPence: 14900 })
    expect(await paymentOf(customer.paymentId)).toMatchObject({ refundedAmount: 14900, status: 'paid' })
    expect(await refundAuditsOf(customer.userId)).toHaveLength(1)
    expect(await refundEmailsOf(customer.userId)).toHaveLength(1)
    expect(refundsOf(customer.paymentIntent)).toHaveLength(1)
  })

  it('finds our own refund recorded when its event arrives, and ignores a charge of no payment of ours', async () => {
    const customer = await stripeCustomer(t, 'own-refund-event')
    await refundFirstOrder(deps, customer.userId, team)
    expect((await refundedEvent(customer, 14900)).statusCode).toBe(200)
    expect(await dashboardRefundsOf(customer.userId)).toHaveLength(0)
    expect(await paymentOf(customer.paymentId)).toMatchObject({ refundedAmount: 14900, status: 'paid' })
    expect((await refundedEvent({ paymentIntent: 'pi_someone_elses' }, 1000)).statusCode).toBe(200)
  })
})
