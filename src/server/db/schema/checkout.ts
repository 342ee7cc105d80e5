import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import { users } from './auth.ts'

/**
 * A checkout started but not necessarily paid. The selection and amount were priced by the server
 * when it was created, so completion provisions exactly what was quoted, whatever a provider echoes back.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull().unique(),
    email: text('email').notNull(),
    /** The account that started this checkout signed in; only that account may take a proven e-mail's order. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    selection: jsonb('selection').$type<OrderSelection>().notNull(),
    amount: integer('amount').notNull(),
    /** 'month' or 'six_months': the amount is the first period's. */
    billingInterval: text('billing_interval').notNull().default('month'),
    currency: text('currency').notNull().default('GBP'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('checkout_sessions_created_idx').on(table.createdAt),
    check('checkout_sessions_status', sql`${table.status} in ('pending', 'completed', 'cancelled', 'held')`),
    check('checkout_sessions_amount_non_negative', sql`${table.amount} >= 0`),
    check('checkout_sessions_billing_interval', sql`${table.billingInterval} in ('month', 'six_months')`),
  ],
)
