import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Durable background work: claimed with FOR UPDATE SKIP LOCKED, retried with backoff (see server/jobs). */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_claim_idx').on(table.status, table.runAt),
    check('jobs_status', sql`${table.status} in ('queued', 'running', 'completed', 'failed')`),
    check('jobs_attempts', sql`${table.attempts} >= 0 and ${table.maxAttempts} > 0`),
  ],
)

/** Every e-mail, written in the same transaction as the change that causes it (see features/email). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_created_idx').on(table.createdAt),
    check('email_outbox_status', sql`${table.status} in ('queued', 'sending', 'sent', 'failed', 'captured')`),
  ],
)

/** Server-wide settings generated once and shared by every process (for example the session secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
