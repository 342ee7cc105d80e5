import { sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

export const adminUserMessages = pgTable(
  'admin_user_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id'),
    parentMessageId: uuid('parent_message_id').references((): AnyPgColumn => adminUserMessages.id, {
      onDelete: 'set null',
    }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_recipient_read_idx').on(table.recipientId, table.read),
    index('messages_sender_idx').on(table.senderId),
    index('messages_thread_idx').on(table.threadId),
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
    adminNotes: text('admin_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_tickets_status_idx').on(table.status),
    index('support_tickets_user_idx').on(table.userId),
    check('support_tickets_type', sql`${table.ticketType} in ('support', 'cancel', 'plan_change')`),
    check('support_tickets_status', sql`${table.status} in ('open', 'in_progress', 'resolved', 'closed')`),
  ],
)
