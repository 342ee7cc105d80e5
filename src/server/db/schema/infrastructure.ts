import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * Durable background work: claimed with FOR UPDATE SKIP LOCKED under a lease (locked_until) that only
 * the holder of lock_token may extend or settle; retried with each queue's backoff (see server/jobs).
 */
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
    /** New for every claim: a worker whose lease was taken over can no longer change the row. */
    lockToken: uuid('lock_token'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
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

/** A file sent with an e-mail (a calendar invitation, say), kept in the outbox row so a retry sends it again. */
export interface OutboxAttachment {
  filename: string
  /** The MIME type, with parameters if any: 'text/calendar; charset=utf-8; method=PUBLISH'. */
  contentType: string
  /** Text as it is, or binary as base64 (then `encoding` is 'base64'). */
  content: string
  encoding?: 'base64'
}

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
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /**
     * Whom a message is about when that is not its recipient (the team's copy of a customer's request):
     * the account, erased with it, or the e-mail a visitor gave (lower-case), erased with its confirmed owner.
     */
    aboutUserId: text('about_user_id').references(() => users.id, { onDelete: 'cascade' }),
    aboutEmail: text('about_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_created_idx').on(table.createdAt),
    index('email_outbox_about_user_idx').on(table.aboutUserId),
    check('email_outbox_status', sql`${table.status} in ('queued', 'sending', 'sent', 'failed', 'captured')`),
  ],
)

/** Server-wide settings generated once and shared by every process (for example the session secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Fixed-window counters of our own rate limits (every route limit and the sign-in, sign-up and reset
 * limits), shared by every process. A row is live until `reset_at` (epoch ms, the window's end); expired
 * rows are pruned (see plugins/rate-limit). The authentication library keeps its own in rate_limits.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
)
