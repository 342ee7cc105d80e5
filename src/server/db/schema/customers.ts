import { sql } from 'drizzle-orm'
import {
  boolean,
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

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    welcomeShown: boolean('welcome_shown').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Customer search: a case-insensitive substring of the display name (trigrams, as on users.email).
  (table) => [
    index('profiles_display_name_trgm_idx').using('gin', sql`lower(${table.displayName}) gin_trgm_ops`),
  ],
)

/** A downgrade or removal waiting for the next period (the renewal applies it). */
export interface PendingPlanChange {
  selection: OrderSelection
  productId: string
  priceAmount: number
  /** When it takes effect: the current period's end. */
  effectiveAt: string
  carouselDropped: boolean
}

export interface OrderServices {
  plan: string
  freeChannel: string
  additionalChannels: string[]
  itemsDescription: string[]
  addOns: Record<string, { quantity: number; price: number }>
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The customer, until they erase their account: orders are kept (six-year record, privacy policy)
     * with the owner cleared, and `customerReference` ties one erased customer's orders together.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A random reference given when the customer is erased; it identifies nobody. */
    customerReference: text('customer_reference'),
    provider: text('provider').notNull(),
    /** The payment provider's checkout session id: unique, so a replayed completion records nothing. */
    providerSessionId: text('provider_session_id').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('GBP'),
    services: jsonb('services').$type<OrderServices>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    check('orders_amount_non_negative', sql`${table.amount} >= 0`),
    check('orders_currency_code', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    priceAmount: integer('price_amount').notNull(),
    status: text('status').notNull().default('active'),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    // Billing (written by the billing feature): the period, the notice and the next payment.
    billingInterval: text('billing_interval').notNull().default('month'),
    /** Periods are counted from this instant in UK time (see shared/billing/period.ts). */
    billingAnchor: timestamp('billing_anchor', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** A cancellation under way: the subscription ends then; null when none is scheduled. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /**
     * Counts the changes made here to `cancelAt`. The job that brings Stripe in line writes it into the
     * Stripe subscription's metadata with `cancel_at`, so an event showing Stripe's state from before
     * the latest change (an older version, or none) cannot undo it (docs/decisions/0064).
     */
    cancelAtVersion: integer('cancel_at_version').notNull().default(0),
    /** The next payment with its discounts, in pence; null when no payment is due (a plan that ends). */
    nextPaymentAmount: integer('next_payment_amount'),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** When the subscription became canceled (set by the database as the status changes). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Test provider: the next renewal fails (the back office's 'Fail next renewal (test)'). */
    failNextRenewal: boolean('fail_next_renewal').notNull().default(false),
    /** The creation time of the newest Stripe event applied: an older one arriving late changes nothing. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    /** What the plan buys (plan, channels, add-ons) after a change; null until the first change (the order's). */
    selection: jsonb('selection').$type<OrderSelection>(),
    /** A change of plan or extras that takes effect at the next renewal; null when none waits. */
    pendingChange: jsonb('pending_change').$type<PendingPlanChange>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    index('subscriptions_period_end_idx').on(table.currentPeriodEnd),
    check('subscriptions_billing_interval', sql`${table.billingInterval} in ('month', 'six_months')`),
    // One active subscription per customer, whatever races provisioning loses.
    uniqueIndex('subscriptions_one_active_per_user').on(table.userId).where(sql`${table.status} = 'active'`),
    check('subscriptions_product', sql`${table.productId} in ('prod_basic', 'prod_pro', 'prod_premium')`),
    check('subscriptions_status', sql`${table.status} in ('active', 'past_due', 'canceled')`),
    check('subscriptions_price_non_negative', sql`${table.priceAmount} >= 0`),
  ],
)

export const userDriveLinks = pgTable('user_drive_links', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  driveLink: text('drive_link'),
  googleSheetLink: text('google_sheet_link'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
