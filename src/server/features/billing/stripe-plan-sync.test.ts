import { and, eq, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import { billingDepsFor } from '../../../../tests/support/billing-deps.ts'
import { insertStripeCustomer } from '../../../../tests/support/stripe-customer.ts'
import { StripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { stripePlanChanges } from '../../db/schema/billing.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import type { BillingDeps } from './billing.service.ts'
import { applyPlanChange } from './plan-changes.ts'
import { PLAN_VERSION_KEY } from './stripe-plan-sync.ts'
import { STRIPE_SYNC_QUEUE, syncSubscriptionAtStripe } from './stripe-sync.ts'

const NOW = new Date('2026-05-16T09:00:00Z')
const pro: OrderSelection = {
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
}

describe.each(backends)("Stripe following a customer's plan changes after commit on %s", (backend) => {
  let t: TestApp
  let stripe: Stripe
  let deps: BillingDeps
  const standIn = new StripeStandIn()

  beforeAll(async () => {
    await standIn.start()
    t = await createTestApp(backend)
    stripe = new Stripe('sk_test_standin', { maxNetworkRetries: 1, ...standIn.clientOptions })
    deps = billingDepsFor(t, { provider: 'stripe', stripe, now: () => NOW })
  })
  afterAll(async () => {
    await t.close()
    await standIn.stop()
  })

  /** A Pro customer whose plan Stripe bills, inserted directly. */
  async function stripeCustomer(name: string) {
    const { userId, id, stripeId } = await insertStripeCustomer(t, name, { selection: pro })
    const change = (plan: OrderSelection['plan']) =>
      t.database.db.transaction((tx) =>
        applyPlanChange(deps, tx, userId, { plan }, { kind: 'customer', userId }),
      )
    const sync = () => syncSubscriptionAtStripe({ db: t.database.db, stripe }, id)
    const updates = () => standIn.subscriptionUpdates.filter((update) => update.id === stripeId)
    const changeRows = () =>
      t.database.db.select().from(stripePlanChanges).where(eq(stripePlanChanges.subscriptionId, id))
    return { userId, id, stripeId, change, sync, updates, changeRows }
  }

  it('sends nothing to Stripe for a change whose transaction rolled back', async () => {
    const customer = await stripeCustomer('rolled-back')
    await expect(
      t.database.db.transaction(async (tx) => {
        await applyPlanChange(
          deps,
          tx,
          customer.userId,
          { plan: 'premium' },
          {
            kind: 'customer',
            userId: customer.userId,
          },
        )
        throw new Error('the ticket could not be saved')
      }),
    ).rejects.toThrow('ticket')
    await customer.sync()
    expect(customer.updates()).toHaveLength(0)
    expect(await customer.changeRows()).toHaveLength(0)
  })

  it('applies an upgrade and a downgrade made before the job ran in order: the upgrade invoiced, then the next price', async () => {
    const customer = await stripeCustomer('up-then-down')
    await customer.change('premium')
    await customer.change('basic')
    expect(customer.updates()).toHaveLength(0)
    await customer.sync()
    const [upgrade, downgrade] = customer.updates()
    expect(customer.updates()).toHaveLength(2)
    expect(upgrade?.form).toMatchObject({
      proration_behavior: 'always_invoice',
      proration_date: String(Math.floor(NOW.getTime() / 1000)),
      [`metadata[${PLAN_VERSION_KEY}]`]: '1',
    })
    expect(downgrade?.form).toMatchObject({
      proration_behavior: 'none',
      [`metadata[${PLAN_VERSION_KEY}]`]: '2',
    })
    const prices = standIn.requests
      .filter((request) => request.path === '/v1/prices' && request.idempotencyKey?.startsWith('plan-price-'))
      .slice(-2)
      .map((request) => request.form.unit_amount)
    expect(prices).toEqual(['21900', '7900'])
    expect((await customer.changeRows()).every((change) => change.syncedAt !== null)).toBe(true)
  })

  it('keeps a change made while this server has no Stripe keys for Stripe, which gets it once they are set', async () => {
    const customer = await stripeCustomer('keys-missing')
    const withoutStripe = { ...deps, stripe: undefined }
    await t.database.db.transaction((tx) =>
      applyPlanChange(
        withoutStripe,
        tx,
        customer.userId,
        { plan: 'premium' },
        {
          kind: 'customer',
          userId: customer.userId,
        },
      ),
    )
    const waiting = await t.database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, STRIPE_SYNC_QUEUE),
          sql`${jobs.payload} @> ${JSON.stringify({ subscriptionId: customer.id })}::jsonb`,
        ),
      )
    expect(waiting).toHaveLength(1)
    await customer.sync()
    expect(customer.updates()).toHaveLength(1)
    expect(customer.updates()[0]?.form).toMatchObject({ proration_behavior: 'always_invoice' })
  })

  it('changes nothing twice: run again, run after Stripe forgot its keys and our stamp was lost, or two runs at once', async () => {
    const customer = await stripeCustomer('only-once')
    await customer.change('premium')
    await customer.sync()
    await customer.sync()
    expect(customer.updates()).toHaveLength(1)

    // The job died after Stripe took the change and before stamping it, and retried days later.
    await t.database.db
      .update(stripePlanChanges)
      .set({ syncedAt: null })
      .where(eq(stripePlanChanges.subscriptionId, customer.id))
    standIn.forgetIdempotencyKeys()
    await customer.sync()
    expect(customer.updates()).toHaveLength(1)
    expect((await customer.changeRows())[0]?.syncedAt).not.toBeNull()

    await customer.change('basic')
    await Promise.all([customer.sync(), customer.sync()])
    expect(customer.updates()).toHaveLength(2)
    expect(standIn.subscription(customer.stripeId)?.metadata[PLAN_VERSION_KEY]).toBe('2')
  })
})
