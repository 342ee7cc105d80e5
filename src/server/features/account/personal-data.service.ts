import { randomUUID } from 'node:crypto'
import { findPlanByProductId } from '#shared/catalogue/plans.ts'
import { AppError } from '#shared/errors.ts'
import { briefImagePath, emptyBriefAnswers } from '#shared/schemas/brief.ts'
import {
  ACCOUNT_DELETED,
  ADMIN_CANNOT_DELETE,
  CONFIRM_WITH_EMAIL,
  KEPT_UNDER_EMAIL,
  type PersonalDataExport,
  UNTIL_CONFIRMED,
} from '#shared/schemas/personal-data.ts'
import type { CustomerTicket, TicketDetails } from '#shared/schemas/support.ts'
import type { Database } from '../../db/client.ts'
import { enqueue, type JobQueue } from '../../jobs/queue.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import type { AuthAccounts } from './auth-accounts.ts'
import type { CustomerOrders } from './customer-orders.ts'
import {
  findBriefOf,
  findLinksOf,
  findWhatsappOptInOf,
  listBriefImagesOf,
  listConversationsOf,
  listMessagesOf,
  listPaymentsOf,
  listPostsOf,
  listSubscriptionsOf,
  listTicketsOf,
} from './personal-data.repo.ts'
import {
  type DataOwner,
  listBookingsOf,
  listCheckoutsOf,
  listEmailsOf,
  listSessionsOf,
} from './personal-data-keyed.repo.ts'
import { runErasureSteps } from './personal-data-tables.ts'
import { findProfile } from './profile.repo.ts'
import { cancelActiveSubscriptions, lockCustomer } from './subscriptions.repo.ts'

export interface PersonalDataDeps {
  db: Database
  identities: AuthAccounts
  orders: CustomerOrders
  /** Checkout's queue that stops a subscription at Stripe, retried until Stripe confirms. */
  stripeCancelJobs: JobQueue
  /**
   * Counts messaging's kept total again after an erasure: the database cascaded the customer's messages
   * away beside it (the customers, messages and tickets pages hear of the erasure from the database).
   */
  recountMessageTotal(): Promise<void>
  /** Told after an erasure: the customer leaves the team's conversations and e-mail log. */
  notices: Notices
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
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)

/**
 * Whose rows the caller reaches: always those under their account's id; those kept under an e-mail
 * address (which anyone can type) only once the caller proved the address is theirs.
 */
export function dataOwner(caller: Caller): DataOwner {
  return { userId: caller.id, email: caller.emailVerified ? caller.email.toLowerCase() : null }
}

/** Everything kept under the caller's account and e-mail; the team's notes on tickets stay with the team. */
export async function exportPersonalData(
  deps: PersonalDataDeps,
  caller: Caller,
): Promise<PersonalDataExport> {
  const { db } = deps
  const owner = dataOwner(caller)
  const [profile, subscriptions, orders, messages, tickets, links, conversations, posts] = await Promise.all([
    findProfile(db, caller.id),
    listSubscriptionsOf(db, caller.id),
    deps.orders.listFor(caller.id),
    listMessagesOf(db, caller.id),
    listTicketsOf(db, caller.id),
    findLinksOf(db, caller.id),
    listConversationsOf(db, owner),
    listPostsOf(db, caller.id),
  ])
  const [sessions, bookings, checkouts, emails, whatsapp, brief, payments, briefImages] = await Promise.all([
    listSessionsOf(db, caller.id),
    listBookingsOf(db, owner),
    listCheckoutsOf(db, owner),
    listEmailsOf(db, owner),
    findWhatsappOptInOf(db, caller.id),
    findBriefOf(db, caller.id),
    listPaymentsOf(db, caller.id),
    listBriefImagesOf(db, caller.id),
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
    payments: payments.map((row) => ({
      id: row.id,
      createdAt: iso(row.createdAt),
      kind: row.kind as PersonalDataExport['payments'][number]['kind'],
      status: row.status as PersonalDataExport['payments'][number]['status'],
      amountPence: row.amount,
      discountPence: row.discountAmount,
      refundedPence: row.refundedAmount,
      currency: row.currency,
      periodStart: isoOrNull(row.periodStart),
      periodEnd: isoOrNull(row.periodEnd),
    })),
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
    whatsapp: whatsapp
      ? {
          phone: `+${whatsapp.phone}`,
          status: whatsapp.status,
          confirmedAt: whatsapp.confirmedAt ? iso(whatsapp.confirmedAt) : null,
        }
      : null,
    brief:
      brief || briefImages.length > 0
        ? {
            answers: { ...emptyBriefAnswers(), ...brief?.answers },
            images: briefImages.map((image) => ({
              id: image.id,
              kind: image.kind === 'logo' ? ('logo' as const) : ('photo' as const),
              thumbnail: briefImagePath(image.id, 'thumb'),
              full: briefImagePath(image.id, 'full'),
              contentType: image.contentType,
              width: image.width,
              height: image.height,
              byteSize: image.byteSize,
              createdAt: iso(image.createdAt),
            })),
            submittedAt: brief?.submittedAt ? iso(brief.submittedAt) : null,
            updatedAt: brief ? iso(brief.updatedAt) : null,
          }
        : null,
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
    sessions: sessions.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
    })),
    bookings: bookings.map((row) => ({
      id: row.id,
      startAt: iso(row.startAt),
      endAt: iso(row.endAt),
      status: row.status,
      name: row.name,
      email: row.email,
      businessName: row.businessName,
      topic: row.topic,
      visitorTimeZone: row.visitorTimeZone,
      createdAt: iso(row.createdAt),
      cancelledAt: isoOrNull(row.cancelledAt),
    })),
    checkoutSessions: checkouts.map((row) => ({
      id: row.id,
      email: row.email,
      amountPence: row.amount,
      currency: row.currency,
      status: row.status,
      createdAt: iso(row.createdAt),
      completedAt: isoOrNull(row.completedAt),
    })),
    emails: emails.map((row) => ({ ...row, createdAt: iso(row.createdAt), sentAt: isoOrNull(row.sentAt) })),
    leftOut: owner.email ? [] : [{ data: KEPT_UNDER_EMAIL, reason: UNTIL_CONFIRMED }],
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
 * Stripe through a job that commits with it), then the steps of PERSONAL_DATA_TABLES run: orders are
 * anonymised, not deleted (the six-year record of the privacy policy); what is kept under a confirmed
 * address (conversations, bookings, the e-mail log) is deleted. Then the library deletes the user, and
 * the database cascades from it to the rest. Repeating a half-finished erasure finishes it.
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
    await runErasureSteps({ tx, owner: dataOwner(caller), reference, orders: deps.orders })
  })
  await deps.identities.deleteUser(caller.id)
  await deps.recountMessageTotal()
  for (const topic of ['conversations', 'emails'] as const) deps.notices.tell(topic, { admins: true })
  return { deleted: true as const, notice: ACCOUNT_DELETED }
}
