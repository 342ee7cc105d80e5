import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/** A customer's connected social account per channel (owned by the profiles feature). Tokens are sealed. */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    network: text('network').notNull(),
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    pictureUrl: text('picture_url'),
    /** The token the channel posts with (a Page token for Facebook and Instagram), sealed by TokenVault. */
    accessToken: text('access_token').notNull(),
    /** The user's token the channel's token was read with, kept to refresh it (sealed). */
    userToken: text('user_token'),
    /** The OAuth 2 refresh token (LinkedIn, X, Google), sealed; the access token's expiry then matters little. */
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** connected, or broken (the network refused the token: the customer must reconnect). */
    status: text('status').notNull().default('connected'),
    brokenReason: text('broken_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_connections_user_channel').on(table.userId, table.channel),
    index('social_connections_expires_idx').on(table.expiresAt),
  ],
)

/**
 * A sign-in under way: the `state` sent to the network (only its hash kept) and the PKCE verifier. One
 * use: the callback deletes it, so a replayed or forged state finds nothing. After the callback it holds
 * the user's token while the customer picks the Page.
 */
export const socialSignIns = pgTable('social_sign_ins', {
  stateHash: text('state_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  network: text('network').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The accounts a customer can choose from after signing in to a network, with the sealed user token. */
export const socialAccountChoices = pgTable('social_account_choices', {
  userId: text('user_id')
    .notNull()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  network: text('network').notNull(),
  userToken: text('user_token').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  accounts: jsonb('accounts').$type<unknown[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
