import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { TicketDetails } from '#shared/schemas/support.ts'
import { users } from './auth.ts'

export const adminUserMessages = pgTable(
  'admin_user_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The first message's id; a new message starts its own thread (thread_id = id). */
    threadId: uuid('thread_id').notNull(),
    parentMessageId: uuid('parent_message_id').references((): AnyPgColumn => adminUserMessages.id, {
      onDelete: 'set null',
    }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The customer a team message goes to; null for a customer's message, which goes to the whole team. */
    recipientId: text('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A customer's list (sender or recipient is the caller, newest first): one index per side.
    index('messages_recipient_created_idx').on(table.recipientId, table.createdAt),
    index('messages_sender_created_idx').on(table.senderId, table.createdAt),
    // Badges count unread messages per recipient; only unread rows are indexed, so the index stays small.
    index('messages_unread_recipient_idx').on(table.recipientId).where(sql`${table.read} = false`),
    // The team's inbox: unread messages to the team (recipient null), counted for every administrator.
    index('messages_unread_team_idx')
      .on(table.createdAt)
      .where(sql`${table.recipientId} is null and ${table.read} = false`),
    index('messages_thread_created_idx').on(table.threadId, table.createdAt),
    // The administrators' list of every message, newest first.
    index('messages_created_idx').on(table.createdAt, table.id),
    check('messages_subject_not_blank', sql`length(trim(${table.subject})) > 0`),
    check('messages_message_not_blank', sql`length(trim(${table.message})) > 0`),
  ],
)

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ticketType: text('ticket_type').notNull().default('support'),
    status: text('status').notNull().default('open'),
    /** What a cancellation or plan change request chose, beside the readable subject and message. */
    details: jsonb('details').$type<TicketDetails>(),
    adminNotes: text('admin_notes'),
    /** Sent on a plan with priority support (Pro, Premium): marked and listed first for the team. */
    priority: boolean('priority').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Administrators list priority first, then newest first, optionally by status, and count per status.
    index('support_tickets_status_priority_created_idx').on(
      table.status,
      table.priority,
      table.createdAt,
      table.id,
    ),
    index('support_tickets_priority_created_idx').on(table.priority, table.createdAt, table.id),
    index('support_tickets_user_created_idx').on(table.userId, table.createdAt),
    check('support_tickets_type', sql`${table.ticketType} in ('support', 'cancel', 'plan_change')`),
    check('support_tickets_status', sql`${table.status} in ('open', 'in_progress', 'resolved', 'closed')`),
  ],
)

/**
 * How many admin_user_messages rows there are, kept by the statements that insert and delete them (in
 * their transaction), so the administrators' pager need not count a million rows. No row means not
 * known yet (a database migrated with messages in it, or after an account erasure's cascade): the next
 * reader counts once under a lock and stores it.
 */
export const messageTotals = pgTable('message_totals', {
  scope: text('scope').primaryKey(),
  messages: bigint('messages', { mode: 'number' }).notNull(),
})
