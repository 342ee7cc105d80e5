import { sql } from 'drizzle-orm'
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * Approvals on WhatsApp: each customer's opt-in (the mobile number, confirmed by a code sent over
 * WhatsApp) and the ids of the incoming messages already handled, so a webhook delivered twice acts once.
 */

/** A change request waiting for its comment: the customer pressed Request changes, the next text is the comment. */
export interface PendingChange {
  batchId: string
  postId: string
}

export const whatsappOptIns = pgTable(
  'whatsapp_opt_ins',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164 digits without the plus sign, as WhatsApp's `from` field gives them. */
    phone: text('phone').notNull(),
    /** pending: the code was sent and not yet confirmed; active: messages are sent to the number. */
    status: text('status').notNull(),
    /** SHA-256 of the 6-digit code; null once confirmed. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    pendingChange: jsonb('pending_change').$type<PendingChange>(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One customer per confirmed number: an answer from a number names exactly one customer.
    uniqueIndex('whatsapp_opt_ins_active_phone').on(table.phone).where(sql`${table.status} = 'active'`),
  ],
)

export const whatsappProcessedMessages = pgTable('whatsapp_processed_messages', {
  /** The message id Meta gives (wamid....). */
  messageId: text('message_id').primaryKey(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
})
