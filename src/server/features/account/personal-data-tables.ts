import type { PgTable } from 'drizzle-orm/pg-core'
import type { PersonalDataExport } from '#shared/schemas/personal-data.ts'
import type { Executor } from '../../db/client.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema/auth.ts'
import {
  auditEvents,
  billingPayments,
  retentionDiscounts,
  stripePlanChanges,
} from '../../db/schema/billing.ts'
import { demoBookings } from '../../db/schema/booking.ts'
import { customerBriefImages, customerBriefs } from '../../db/schema/brief.ts'
import { chatbotConversations, chatbotMessages } from '../../db/schema/chatbot.ts'
import { checkoutSessions } from '../../db/schema/checkout.ts'
import {
  contentImageBlobs,
  contentPostComments,
  contentPostImages,
  contentPosts,
  contentPostVersions,
  contentReviewBatches,
  contentSettings,
} from '../../db/schema/content.ts'
import { orders, profiles, subscriptions, userDriveLinks } from '../../db/schema/customers.ts'
import { emailOutbox, jobs, rateLimitCounters } from '../../db/schema/infrastructure.ts'
import { adminUserMessages, supportTickets } from '../../db/schema/messages.ts'
import { socialAccountChoices, socialConnections, socialSignIns } from '../../db/schema/profiles.ts'
import { publications } from '../../db/schema/publishing.ts'
import { whatsappOptIns, whatsappProcessedMessages } from '../../db/schema/whatsapp.ts'
import type { CustomerOrders } from './customer-orders.ts'
import { deleteConversationsOf } from './personal-data.repo.ts'
import {
  type DataOwner,
  deleteBookingsOf,
  deleteEmailsOf,
  deleteJobsNaming,
  deleteResetTokensOf,
} from './personal-data-keyed.repo.ts'

/** What is done at erasure, in the erasure's transaction, before the library deletes the user. */
export interface ErasureStep {
  tx: Executor
  owner: DataOwner
  /** The random reference that ties an erased customer's kept orders together. */
  reference: string
  orders: CustomerOrders
}

export interface PersonalDataTable {
  table: PgTable
  /** How a row is tied to a person: the account's id, or an e-mail address (reached by a confirmed owner only). */
  keyedBy: 'user id' | 'e-mail' | 'user id or e-mail' | 'parent row' | 'key'
  /** The export's section that holds these rows, or why they are left out. */
  exported: keyof PersonalDataExport | { no: string }
  erasure:
    | { action: 'erase' | 'anonymise'; how: string; run?: (step: ErasureStep) => Promise<void> }
    | { action: 'keep'; reason: string }
}

const CASCADE = 'deleted by the database with the user'

/**
 * Every table that holds personal data, with what the data export includes and what the account's
 * erasure does (UK GDPR: access and erasure). A test fails when a table with an e-mail, name, address
 * or user id column is missing here. Erasure runs the `run` steps in this order, then deletes the user.
 */
export const PERSONAL_DATA_TABLES: PersonalDataTable[] = [
  { table: users, keyedBy: 'user id', exported: 'account', erasure: { action: 'erase', how: 'the user' } },
  { table: profiles, keyedBy: 'user id', exported: 'profile', erasure: { action: 'erase', how: CASCADE } },
  { table: sessions, keyedBy: 'user id', exported: 'sessions', erasure: { action: 'erase', how: CASCADE } },
  {
    table: accounts,
    keyedBy: 'user id',
    exported: { no: 'the password hash and sign-in provider tokens are secrets' },
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: twoFactors,
    keyedBy: 'user id',
    exported: { no: 'the authenticator secret and backup codes are secrets' },
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: verifications,
    keyedBy: 'key',
    exported: { no: 'one-time link tokens are secrets' },
    erasure: {
      action: 'erase',
      how: "the account's password-reset tokens",
      run: ({ tx, owner }) => deleteResetTokensOf(tx, owner.userId),
    },
  },
  {
    table: rateLimits,
    keyedBy: 'key',
    exported: { no: 'counters of requests per address, kept for a minute' },
    erasure: { action: 'keep', reason: 'security (abuse prevention); each row lapses within a minute' },
  },
  {
    table: auditLog,
    keyedBy: 'user id',
    exported: {
      no: "the team's record of what administrators did; it holds ids, never a customer's content",
    },
    erasure: {
      action: 'keep',
      reason: 'accountability: what administrators did, kept six years as the privacy page says for records',
    },
  },
  {
    table: rateLimitCounters,
    keyedBy: 'key',
    exported: { no: 'counters of attempts per address and e-mail, kept for their window' },
    erasure: {
      action: 'keep',
      reason: 'security (abuse prevention); pruned when the window ends, at most an hour',
    },
  },
  {
    table: subscriptions,
    keyedBy: 'user id',
    exported: 'subscriptions',
    erasure: { action: 'erase', how: `cancelled (at Stripe by a job), then ${CASCADE}` },
  },
  {
    table: orders,
    keyedBy: 'user id',
    exported: 'orders',
    erasure: {
      action: 'anonymise',
      how: 'owner cleared, a random reference kept (six-year accounting record)',
      run: ({ tx, owner, reference, orders: customerOrders }) =>
        customerOrders.anonymise(tx, owner, reference),
    },
  },
  {
    table: billingPayments,
    keyedBy: 'user id',
    exported: 'payments',
    erasure: {
      action: 'anonymise',
      how: 'owner cleared by the database (set null); kept for the six-year accounting record',
    },
  },
  {
    table: stripePlanChanges,
    keyedBy: 'parent row',
    exported: { no: 'the plan changes waiting for Stripe; the export holds the subscription as it stands' },
    erasure: { action: 'erase', how: 'deleted with their subscription' },
  },
  {
    table: retentionDiscounts,
    keyedBy: 'user id',
    exported: { no: 'a discount on a payment, not about the person' },
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: auditEvents,
    keyedBy: 'user id',
    exported: { no: "the team's record of changes; it names the account only by id" },
    erasure: {
      action: 'anonymise',
      how: 'the actor and the customer cleared by the database (set null); what was done is kept',
    },
  },
  {
    table: checkoutSessions,
    keyedBy: 'user id or e-mail',
    exported: 'checkoutSessions',
    // Anonymised together with the orders (CustomerOrders.anonymise): finished ones lose the e-mail;
    // a pending or held one keeps it until the payment under way is settled.
    erasure: { action: 'anonymise', how: 'finished checkouts lose the e-mail and the account' },
  },
  {
    table: chatbotConversations,
    keyedBy: 'e-mail',
    exported: 'chatbotConversations',
    erasure: {
      action: 'erase',
      how: 'conversations under the confirmed address',
      run: ({ tx, owner }) => deleteConversationsOf(tx, owner),
    },
  },
  {
    table: chatbotMessages,
    keyedBy: 'parent row',
    exported: 'chatbotConversations',
    erasure: { action: 'erase', how: 'deleted with their conversation' },
  },
  {
    table: demoBookings,
    keyedBy: 'e-mail',
    exported: 'bookings',
    erasure: {
      action: 'erase',
      how: 'demo and support calls booked under the confirmed address',
      run: ({ tx, owner }) => deleteBookingsOf(tx, owner),
    },
  },
  {
    table: emailOutbox,
    keyedBy: 'user id or e-mail',
    exported: 'emails',
    erasure: {
      action: 'erase',
      how: "e-mails to the confirmed address or about the customer (the team's copies)",
      run: ({ tx, owner }) => deleteEmailsOf(tx, owner),
    },
  },
  {
    table: jobs,
    keyedBy: 'e-mail',
    exported: { no: 'background work that names the address only until it has run' },
    erasure: {
      action: 'erase',
      how: 'jobs naming the confirmed address (a reset request, an invite)',
      run: ({ tx, owner }) => deleteJobsNaming(tx, owner),
    },
  },
  {
    table: adminUserMessages,
    keyedBy: 'user id',
    exported: 'messages',
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: supportTickets,
    keyedBy: 'user id',
    exported: 'supportTickets',
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: userDriveLinks,
    keyedBy: 'user id',
    exported: 'links',
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: customerBriefs,
    keyedBy: 'user id',
    exported: 'brief',
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: customerBriefImages,
    keyedBy: 'user id',
    exported: 'brief',
    erasure: { action: 'erase', how: `${CASCADE}; their bytes go with each row (a trigger)` },
  },
  {
    table: socialConnections,
    keyedBy: 'user id',
    exported: {
      no: 'connected accounts are listed on the Connected profiles page; their tokens are secrets',
    },
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: socialSignIns,
    keyedBy: 'user id',
    exported: { no: 'a sign-in under way holds only a state hash and a sealed verifier, for ten minutes' },
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: socialAccountChoices,
    keyedBy: 'user id',
    exported: {
      no: 'the Pages offered after a sign-in, kept until the customer picks one; the token is secret',
    },
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: publications,
    keyedBy: 'user id',
    exported: { no: "the publishing record of each post (the network's ids); the export holds the post" },
    erasure: { action: 'erase', how: CASCADE },
  },
  { table: contentPosts, keyedBy: 'user id', exported: 'posts', erasure: { action: 'erase', how: CASCADE } },
  {
    table: contentPostComments,
    keyedBy: 'parent row',
    exported: 'posts',
    erasure: { action: 'erase', how: 'deleted with their post' },
  },
  {
    table: contentPostVersions,
    keyedBy: 'parent row',
    exported: { no: "the team's working history of each post; the export holds the post as it stands" },
    erasure: { action: 'erase', how: 'deleted with their post' },
  },
  {
    table: contentPostImages,
    keyedBy: 'parent row',
    exported: { no: 'design files; the customer has them in the dashboard' },
    erasure: { action: 'erase', how: 'deleted with their post' },
  },
  {
    table: contentImageBlobs,
    keyedBy: 'parent row',
    exported: {
      no: 'image files: the customer has them in the dashboard; the export lists brief images with their addresses',
    },
    erasure: {
      action: 'erase',
      how: 'deleted with their image row, whenever its post or brief image goes (a trigger)',
    },
  },
  {
    table: contentReviewBatches,
    keyedBy: 'user id',
    exported: { no: 'review links hold only a hash of their token and the posts they cover' },
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: contentSettings,
    keyedBy: 'user id',
    exported: { no: "the team's no-answer rule for the customer's posts, not about the person" },
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: whatsappOptIns,
    keyedBy: 'user id',
    exported: 'whatsapp',
    erasure: { action: 'erase', how: CASCADE },
  },
  {
    table: whatsappProcessedMessages,
    keyedBy: 'key',
    exported: { no: "ids of WhatsApp messages already handled (Meta's message ids, no number, no text)" },
    erasure: {
      action: 'keep',
      reason: 'security (a replayed answer must not act twice); holds no personal data',
    },
  },
]

/** The erasure's own steps, in the list's order (the rest is done by the database's cascades). */
export async function runErasureSteps(step: ErasureStep): Promise<void> {
  for (const entry of PERSONAL_DATA_TABLES) {
    if (entry.erasure.action !== 'keep') await entry.erasure.run?.(step)
  }
}
