import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import type { VersionImage } from '#shared/schemas/content.ts'
import { users } from './auth.ts'
import { bytea } from './column-types.ts'

/**
 * The content calendar: posts the team makes for a customer, their images, every version, comments,
 * the batches sent for review (with the hash of each batch's link token) and each customer's no-answer rule.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const contentReviewBatches = pgTable(
  'content_review_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the random token in the e-mailed link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('content_review_batches_customer_idx').on(table.customerId, table.createdAt)],
)

export const contentPosts = pgTable(
  'content_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    caption: text('caption').notNull().default(''),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    /** The batch whose link may answer the post now; a newer batch replaces an older one's link. */
    reviewBatchId: uuid('review_batch_id').references(() => contentReviewBatches.id, {
      onDelete: 'set null',
    }),
    /** Set when the 'hold' no-answer rule held the post: it is not published until approved. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** The post on its network, once published (from the publication, or given when posted by hand). */
    publishedLink: text('published_link'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A customer's calendar, by time.
    index('content_posts_customer_scheduled_idx').on(table.customerId, table.scheduledAt),
    // Badges and the no-answer job read posts by status.
    index('content_posts_status_scheduled_idx').on(table.status, table.scheduledAt),
    check(
      'content_posts_status',
      sql`${table.status} in ('draft', 'in_review', 'changes_requested', 'revised', 'approved', 'scheduled', 'published')`,
    ),
    check('content_posts_version', sql`${table.version} > 0`),
  ],
)

export const contentPostImages = pgTable(
  'content_post_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => contentPosts.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Keys in the image store (content_image_blobs by default). */
    fullKey: text('full_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    position: integer('position').notNull(),
    /** Removed from the post; kept so earlier versions still show it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('content_post_images_post_idx').on(table.postId, table.position)],
)

/** The PostgreSQL image store: every process of the app reads the same bytes. */
export const contentImageBlobs = pgTable('content_image_blobs', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})

export const contentPostVersions = pgTable(
  'content_post_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => contentPosts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    channel: text('channel').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    caption: text('caption').notNull(),
    hashtags: jsonb('hashtags').$type<string[]>().notNull(),
    images: jsonb('images').$type<VersionImage[]>().notNull(),
    actorKind: text('actor_kind').notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    change: text('change').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('content_post_versions_post_version').on(table.postId, table.version)],
)

export const contentPostComments = pgTable(
  'content_post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => contentPosts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('comment'),
    authorKind: text('author_kind').notNull(),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    body: text('body').notNull(),
    lateRequest: boolean('late_request').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('content_post_comments_post_idx').on(table.postId, table.createdAt),
    check('content_post_comments_kind', sql`${table.kind} in ('comment', 'change_request')`),
    check('content_post_comments_body_not_blank', sql`length(trim(${table.body})) > 0`),
  ],
)

export const contentReviewBatchPosts = pgTable(
  'content_review_batch_posts',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => contentReviewBatches.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => contentPosts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.postId] })],
)

export const contentSettings = pgTable(
  'content_settings',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    noAnswerRule: text('no_answer_rule').notNull().default('hold'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('content_settings_rule', sql`${table.noAnswerRule} in ('hold', 'approve')`)],
)
