import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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

/**
 * The logo and photos a customer uploads with their brief (the customer's data: exported and erased
 * with the account). The bytes live in the image store under `fullKey` and `thumbKey`.
 */
export const customerBriefImages = pgTable(
  'customer_brief_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'logo' (one per customer) or 'photo'. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    fullKey: text('full_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_brief_images_user_idx').on(table.userId, table.createdAt)],
)
