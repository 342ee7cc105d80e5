import { randomUUID } from 'node:crypto'
import { users } from '../../src/server/db/schema/auth.ts'
import { subscriptions } from '../../src/server/db/schema/customers.ts'
import type { TestApp } from './test-app.ts'

type SubscriptionValues = Partial<typeof subscriptions.$inferInsert>

/**
 * A customer whose Pro plan Stripe bills (as provisioning leaves it), inserted directly: its Stripe id
 * is `sub_<name>`. Tests change the period or the selection through `values`.
 */
export async function insertStripeCustomer(t: TestApp, name: string, values: SubscriptionValues = {}) {
  const userId = randomUUID()
  await t.database.db.insert(users).values({ id: userId, name, email: `${name}@stripe-customer.example.com` })
  const stripeId = `sub_${name.replaceAll('-', '_')}`
  const [row] = await t.database.db
    .insert(subscriptions)
    .values({
      userId,
      productId: 'prod_pro',
      priceAmount: 14900,
      provider: 'stripe',
      providerSubscriptionId: stripeId,
      status: 'active',
      currentPeriodStart: new Date('2026-05-01T09:00:00Z'),
      currentPeriodEnd: new Date('2026-06-01T09:00:00Z'),
      nextPaymentAmount: 14900,
      ...values,
    })
    .returning()
  if (!row) throw new Error('no subscription')
  return { userId, id: row.id, stripeId }
}
