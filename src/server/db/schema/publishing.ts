import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { contentPosts } from './content.ts'

/**
 * One publication per post (a post has one channel), owned by the publishing feature. The network's
 * ids are recorded as they come (the container before publishing, the post id before success), so a
 * retried job picks up where the last attempt stopped and never posts twice.
 */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .unique()
      .references(() => contentPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** queued, published, failed, manual (the team posts it by hand), cancelled (held or un-approved). */
    status: text('status').notNull().default('queued'),
    containerId: text('container_id'),
    networkPostId: text('network_post_id'),
    link: text('link'),
    /** When the network took it (not set for a post marked as posted by hand): the daily limits count these. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('publications_status_idx').on(table.status, table.createdAt),
    // An account's posts of the last 24 hours, for the networks' daily limits.
    index('publications_user_channel_published_idx').on(table.userId, table.channel, table.publishedAt),
  ],
)
