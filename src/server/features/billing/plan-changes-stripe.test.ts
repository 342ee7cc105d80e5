import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import { billingDepsFor } from '../../../../tests/support/billing-deps.ts'
import { StripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
import { postStripeWebhook } from '../../../../tests/support/stripe-webhook.ts'
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { billingPayments } from '../../db/schema/billing.ts'
import { subscriptions } from '../../db/schema/customers.ts'
import type { BillingDeps } from './billing.service.ts'
import { applyPlanChange } from './plan-changes.ts'
import { syncSubscriptionAtStripe } from './stripe-sync.ts'

const WEBHOOK_SECRET = 'whsec_changes_secret'
const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000)
const pro: OrderSelection = {
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
}

describe.each(backends)('plan changes at Stripe on %s', (backend) => {
  let t: TestApp
  const standIn = new StripeStandIn()
  let eventNumber = 0
  let now = new Date('2026-05-16T09:00:00Z')
  let deps: BillingDeps
  let stripe: Stripe
  let userId = ''

  beforeAll(async () => {
    await standIn.start()
    t = await createTestApp(backend, {
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
    userId = (await signUp(t.app, 'stripe.changes@example.com', 'changes-password-1')).user.id
    await t.database.db.insert(subscriptions).values({
      userId,
      productId: 'prod_pro',
      priceAmount: 14900,
      provider: 'stripe',
      providerSubscriptionId: 'sub_change',
      status: 'active',
      selection: pro,
      currentPeriodStart: new Date('2026-05-01T09:00:00Z'),
      currentPeriodEnd: new Date('2026-06-01T09:00:00Z'),
      nextPaymentAmount: 14900,
    })
    stripe = new Stripe('sk_test_standin', { maxNetworkRetries: 1, ...standIn.clientOptions })
    deps = billingDepsFor(t, { provider: 'stripe', stripe, now: () => now })
  })
  afterAll(async () => {
    await t.close()
    await standIn.stop()
  })

  const deliver = (type: string, object: unknown, created: string) => {
    const payload = JSON.stringify({
      id: `evt_change_${++eventNumber}`,
      object: 'event',
      type,
      created: at(created),
      data: { object },
    })
    return postStripeWebhook(t.app, payload, WEBHOOK_SECRET)
  }
  const row = async () =>
    (
      await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, 'sub_change'))
    )[0]
  const actor = () => ({ kind: 'customer' as const, userId })
  /** What the billing.stripe-sync job does once the change has committed. */
  const runSyncJob = async () =>
    syncSubscriptionAtStripe({ db: t.database.db, stripe }, (await row())?.id ?? '')

  it('upgrades now: the items are replaced by the new price, invoiced now and prorated from the instant shown', async () => {
    const quotedAt = new Date('2026-05-16T08:59:00Z')
    await t.database.db.transaction((tx) =>
      applyPlanChange(deps, tx, userId, { plan: 'premium' }, actor(), quotedAt),
    )
    expect(standIn.subscriptionUpdates.filter((u) => u.id === 'sub_change')).toHaveLength(0)
    await runSyncJob()
    const price = standIn.requests.filter((r) => r.path === '/v1/prices').at(-1)
    expect(price?.form).toMatchObject({
      currency: 'gbp',
      unit_amount: '21900',
      'recurring[interval]': 'month',
      'recurring[interval_count]': '1',
    })
    const update = standIn.subscriptionUpdates.filter((u) => u.id === 'sub_change').at(-1)
    expect(update?.form).toMatchObject({
      'items[0][id]': 'si_sub_change',
      'items[0][deleted]': 'true',
      'items[1][price]': expect.stringMatching(/^price_standin_/),
      proration_behavior: 'always_invoice',
      proration_date: String(at('2026-05-16T08:59:00Z')),
    })
    expect(await row()).toMatchObject({ productId: 'prod_premium', priceAmount: 21900, pendingChange: null })
    // Stripe's proration invoice arrives by webhook and is kept as the proration payment.
    const invoice = {
      id: 'in_proration',
      object: 'invoice',
      billing_reason: 'subscription_update',
      amount_due: 3613,
      amount_paid: 3613,
      currency: 'gbp',
      attempt_count: 1,
      next_payment_attempt: null,
      created: at('2026-05-16T09:00:00Z'),
      status_transitions: { paid_at: at('2026-05-16T09:00:00Z') },
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_change' } },
      lines: { object: 'list', data: [] },
    }
    expect((await deliver('invoice.paid', invoice, '2026-05-16T09:00:01Z')).statusCode).toBe(200)
    const [payment] = await t.database.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.providerPaymentId, 'in_proration'))
    expect(payment).toMatchObject({ kind: 'proration', amount: 3613, userId })
  })

  it("downgrades from the next period: no proration at Stripe, and Stripe's new period applies the change", async () => {
    now = new Date('2026-05-20T09:00:00Z')
    await t.database.db.transaction((tx) => applyPlanChange(deps, tx, userId, { plan: 'basic' }, actor()))
    await runSyncJob()
    const update = standIn.subscriptionUpdates.filter((u) => u.id === 'sub_change').at(-1)
    expect(update?.form).toMatchObject({ proration_behavior: 'none' })
    expect(update?.form.proration_date).toBeUndefined()
    expect(await row()).toMatchObject({
      productId: 'prod_premium',
      nextPaymentAmount: 7900,
      pendingChange: expect.objectContaining({ priceAmount: 7900, effectiveAt: '2026-06-01T09:00:00.000Z' }),
    })
    // An update within the current period leaves the change waiting.
    const sameperiod = {
      id: 'sub_change',
      object: 'subscription',
      status: 'active',
      cancel_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: 'si_new',
            object: 'subscription_item',
            current_period_start: at('2026-05-01T09:00:00Z'),
            current_period_end: at('2026-06-01T09:00:00Z'),
          },
        ],
      },
    }
    await deliver('customer.subscription.updated', sameperiod, '2026-05-20T09:00:01Z')
    expect((await row())?.productId).toBe('prod_premium')
    const renewed = {
      ...sameperiod,
      items: {
        object: 'list',
        data: [
          {
            id: 'si_new',
            object: 'subscription_item',
            current_period_start: at('2026-06-01T09:00:00Z'),
            current_period_end: at('2026-07-01T09:00:00Z'),
          },
        ],
      },
    }
    expect((await deliver('customer.subscription.updated', renewed, '2026-06-01T09:00:05Z')).statusCode).toBe(
      200,
    )
    expect(await row()).toMatchObject({
      productId: 'prod_basic',
      priceAmount: 7900,
      pendingChange: null,
      selection: expect.objectContaining({ plan: 'basic' }),
      nextPaymentAmount: 7900,
    })
  })
})
