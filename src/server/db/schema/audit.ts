import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * What administrators did: every change they asked for through the back office, and every read that
 * hands out customer data in bulk (exports). Written by plugins/audit after the response, read on
 * Admin Settings. Kept for the period the privacy page gives for records (six years), in no
 * customer's export; the actor's and customer's ids stay as text when those accounts are erased.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** The route's own description ('Save a customer's drive links'), else its method and path. */
    action: text('action').notNull(),
    method: text('method').notNull(),
    /** The route's pattern (/api/admin/customers/:id/links), not the URL: no query strings kept. */
    route: text('route').notNull(),
    /** The route's parameters (ids), never the body: a message's text is not copied here. */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** The customer the action was about, when its path names one. */
    customerId: text('customer_id'),
    status: integer('status').notNull(),
    ip: text('ip').notNull(),
    requestId: text('request_id').notNull(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_customer_idx').on(table.customerId, table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
  ],
)
