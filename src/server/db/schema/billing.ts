import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import { users } from './auth.ts'
import { orders, subscriptions } from './customers.ts'

/**
 * Every payment taken or attempted for a subscription: the first order, each renewal, a proration. Kept
 * for the six-year accounting record: an erased customer's rows lose their owner (set null).
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** Stripe's subscription id: a payment reported before its checkout completed joins it later. */
    providerSubscriptionId: text('provider_subscription_id'),
    /** Stripe's invoice id, or the test provider's own: unique, so a replayed event records nothing twice. */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    /** The plan's part of a first order (the guarantee refunds it; add-ons are excluded). */
    planAmount: integer('plan_amount'),
    currency: text('currency').notNull().default('GBP'),
    status: text('status').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** Stripe's invoice PDF (Stripe mode); the test provider's invoices are rendered by the product. */
    invoicePdfUrl: text('invoice_pdf_url'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('billing_payments_user_created_idx').on(table.userId, table.createdAt),
    index('billing_payments_created_idx').on(table.createdAt),
    index('billing_payments_provider_subscription_idx').on(table.providerSubscriptionId),
    check('billing_payments_kind', sql`${table.kind} in ('first_order', 'renewal', 'proration')`),
    check('billing_payments_status', sql`${table.status} in ('paid', 'failed', 'refunded')`),
    check(
      'billing_payments_amounts',
      sql`${table.amount} >= 0 and ${table.discountAmount} >= 0 and ${table.refundedAmount} between 0 and ${table.amount}`,
    ),
  ],
)

/**
 * The retention offer a customer accepted ('Yes, I'd stay!'): a share off the next payment only, once per
 * customer per 12 months. `usedOnPaymentId` is set by the payment that took it.
 */
export const retentionDiscounts = pgTable(
  'retention_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    percentOff: integer('percent_off').notNull(),
    /** Stripe's one-off coupon, when Stripe bills the subscription. */
    providerCouponId: text('provider_coupon_id'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    usedOnPaymentId: uuid('used_on_payment_id').references(() => billingPayments.id, {
      onDelete: 'set null',
    }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('retention_discounts_user_granted_idx').on(table.userId, table.grantedAt),
    // At most one unused discount waits for the next payment.
    uniqueIndex('retention_discounts_one_pending')
      .on(table.subscriptionId)
      .where(sql`${table.usedAt} is null`),
    check('retention_discounts_percent', sql`${table.percentOff} between 1 and 100`),
  ],
)

/**
 * A plan change that Stripe must follow (decision 0068): the selection Stripe bills from then on, and,
 * for an upgrade charged now, the instant its proration runs from. Written in the change's transaction;
 * the billing.stripe-sync job applies a subscription's changes in `version` order, each once (Stripe's
 * metadata holds the last version applied), and stamps `syncedAt`.
 */
export const stripePlanChanges = pgTable(
  'stripe_plan_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    selection: jsonb('selection').$type<OrderSelection>().notNull(),
    billingInterval: text('billing_interval').notNull(),
    prorateFrom: timestamp('prorate_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stripe_plan_changes_version').on(table.subscriptionId, table.version),
    check('stripe_plan_changes_interval', sql`${table.billingInterval} in ('month', 'six_months')`),
  ],
)

/** Who did what, when, about whom: the team's record of every change to a customer's billing (and more). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in person who acted; null for the system (a job, a provider's event). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind').notNull(),
    action: text('action').notNull(),
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_subject_at_idx').on(table.subjectUserId, table.at),
    index('audit_events_at_idx').on(table.at),
    check('audit_events_actor_kind', sql`${table.actorKind} in ('customer', 'team', 'system', 'provider')`),
  ],
)

/** The team's billing settings: one row (Admin Settings). */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Days a customer may stay past due before their content stops being published. */
    publishingGraceDays: integer('publishing_grace_days').notNull().default(7),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('billing_settings_single_row', sql`${table.id} = 1`),
    check('billing_settings_grace_days', sql`${table.publishingGraceDays} between 0 and 90`),
  ],
)
