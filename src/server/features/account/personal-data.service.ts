import { randomUUID } from 'node:crypto'
import { findPlanByProductId } from '#shared/catalogue/plans.ts'
import { AppError } from '#shared/errors.ts'
import {
  ACCOUNT_DELETED,
  ADMIN_CANNOT_DELETE,
  CONFIRM_WITH_EMAIL,
  type PersonalDataExport,
} from '#shared/schemas/personal-data.ts'
import type { CustomerTicket, TicketDetails } from '#shared/schemas/support.ts'
import type { Database } from '../../db/client.ts'
import { deleteOutboxMessagesTo } from '../../email/outbox.repo.ts'
import { enqueue, type JobQueue } from '../../jobs/queue.ts'
import type { AuthAccounts } from './auth-accounts.ts'
import type { CustomerOrders } from './customer-orders.ts'
import {
  deleteConversationsByEmail,
  findLinksOf,
  listConversationsByEmail,
  listMessagesOf,
  listPostsOf,
  listSubscriptionsOf,
  listTicketsOf,
} from './personal-data.repo.ts'
import { findProfile } from './profile.repo.ts'
import { cancelActiveSubscriptions, lockCustomer } from './subscriptions.repo.ts'

export interface PersonalDataDeps {
  db: Database
  identities: AuthAccounts
  orders: CustomerOrders
  /** Checkout's queue that stops a subscription at Stripe, retried until Stripe confirms. */
  stripeCancelJobs: JobQueue
  /**
   * Told after an account is erased: the administrators' lists of customers, messages and tickets change,
   * and totals kept beside rows the database cascaded away are counted again.
   */
  onErased?(userId: string): Promise<void>
}

export interface Caller {
  id: string
  email: string
  name: string
  emailVerified: boolean
  createdAt: Date
  role?: string | null | undefined
}

const iso = (date: Date) => date.toISOString()

/** Everything kept under the caller's account and e-mail; the team's notes on tickets stay with the team. */
export async function exportPersonalData(
  deps: PersonalDataDeps,
  caller: Caller,
): Promise<PersonalDataExport> {
  const { db } = deps
  const [profile, subscriptions, orders, messages, tickets, links, conversations, posts] = await Promise.all([
    findProfile(db, caller.id),
    listSubscriptionsOf(db, caller.id),
    deps.orders.listFor(caller.id),
    listMessagesOf(db, caller.id),
    listTicketsOf(db, caller.id),
    findLinksOf(db, caller.id),
    listConversationsByEmail(db, caller.email),
    listPostsOf(db, caller.id),
  ])
  return {
    exportedAt: iso(new Date()),
    account: {
      id: caller.id,
      email: caller.email,
      name: caller.name,
      emailVerified: caller.emailVerified,
      createdAt: iso(caller.createdAt),
    },
    profile: profile ? { displayName: profile.displayName, createdAt: iso(profile.createdAt) } : null,
    subscriptions: subscriptions.map((row) => ({
      planTitle: findPlanByProductId(row.productId)?.title ?? row.productId,
      monthlyTotalPence: row.priceAmount,
      status: row.status,
      provider: row.provider,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    orders,
    messages: messages.map((row) => ({
      id: row.id,
      threadId: row.threadId,
      direction: row.senderId === caller.id ? ('sent' as const) : ('received' as const),
      subject: row.subject,
      message: row.message,
      read: row.read,
      createdAt: iso(row.createdAt),
    })),
    supportTickets: tickets.map(
      (row): CustomerTicket => ({
        id: row.id,
        subject: row.subject,
        message: row.message,
        ticketType: row.ticketType as CustomerTicket['ticketType'],
        status: row.status as CustomerTicket['status'],
        details: row.details as TicketDetails | null,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      }),
    ),
    links: links ?? { driveLink: null, googleSheetLink: null },
    chatbotConversations: conversations.map(({ parent: conversation, children: lines }) => ({
      id: conversation.id,
      visitorEmail: conversation.visitorEmail,
      visitorName: conversation.visitorName,
      intentScore: conversation.intentScore,
      pageUrl: conversation.pageUrl,
      referrer: conversation.referrer,
      userAgent: conversation.userAgent,
      finalOutcome: conversation.finalOutcome,
      firstSeenAt: iso(conversation.firstSeenAt),
      lastSeenAt: iso(conversation.lastSeenAt),
      messages: lines.map((line) => ({
        role: line.role,
        content: line.content,
        createdAt: iso(line.createdAt),
      })),
    })),
    posts: posts.map(({ parent: post, children: comments }) => ({
      id: post.id,
      channel: post.channel,
      scheduledAt: iso(post.scheduledAt),
      caption: post.caption,
      hashtags: post.hashtags,
      status: post.status,
      version: post.version,
      comments: comments.map((comment) => ({
        kind: comment.kind,
        authorKind: comment.authorKind,
        body: comment.body,
        createdAt: iso(comment.createdAt),
      })),
    })),
  }
}

/**
 * Erases the caller's account (UK GDPR). In one transaction: the active subscription is cancelled (at
 * Stripe through a job that commits with it) and the orders are anonymised, not deleted (the six-year
 * record of the privacy policy); the chatbot conversations under the caller's e-mail and the log of the
 * e-mails sent to it are deleted (an e-mail job whose message is gone does nothing). Then the library
 * deletes the user, and the database cascades from it to the profile, subscriptions, messages, tickets,
 * links and posts. Repeating a half-finished erasure finishes it.
 */
export async function eraseOwnAccount(deps: PersonalDataDeps, caller: Caller, confirmEmail: string) {
  if (caller.role === 'admin') throw new AppError('forbidden', ADMIN_CANNOT_DELETE)
  if (confirmEmail.trim().toLowerCase() !== caller.email.toLowerCase()) {
    throw new AppError('bad_request', CONFIRM_WITH_EMAIL, { confirmEmail: CONFIRM_WITH_EMAIL })
  }
  const reference = randomUUID()
  await deps.db.transaction(async (tx) => {
    // Waits for a payment being provisioned for this customer, so its subscription is cancelled too.
    await lockCustomer(tx, caller.id)
    for (const cancelled of await cancelActiveSubscriptions(tx, caller.id)) {
      if (cancelled.provider === 'stripe' && cancelled.providerSubscriptionId) {
        await enqueue(tx, deps.stripeCancelJobs, { subscriptionId: cancelled.providerSubscriptionId })
      }
    }
    await deps.orders.anonymise(tx, { userId: caller.id, email: caller.email }, reference)
    await deleteConversationsByEmail(tx, caller.email)
    await deleteOutboxMessagesTo(tx, caller.email)
  })
  await deps.identities.deleteUser(caller.id)
  await deps.onErased?.(caller.id)
  return { deleted: true as const, notice: ACCOUNT_DELETED }
}
