import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { BriefAnswers } from '#shared/schemas/brief.ts'
import { users } from './auth.ts'

/** The customer's onboarding brief (owned by the brief feature): one per customer, a draft until sent. */
export const customerBriefs = pgTable('customer_briefs', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Partial<BriefAnswers>>().notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
