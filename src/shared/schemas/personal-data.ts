import { z } from 'zod'
import { paymentSchema } from './billing.ts'
import { briefSchema } from './brief.ts'
import { EmailSchema } from './fields.ts'
import { customerLinksSchema } from './links.ts'
import { orderSchema } from './orders.ts'
import { customerTicketSchema } from './support.ts'

// 'Your data' in Settings (UK GDPR: access and erasure). The specification words none of these.
export const DOWNLOAD_FAILED = 'Failed to download your data'
export const CONFIRM_WITH_EMAIL = 'Type your e-mail address exactly as shown to confirm'
export const ADMIN_CANNOT_DELETE = 'An administrator account cannot be deleted here.'
export const ACCOUNT_DELETED = 'Your account has been deleted'
export const DELETE_FAILED = 'Failed to delete your account'
/** What an unconfirmed account's export and erasure leave out, and why (decision 0023). */
export const KEPT_UNDER_EMAIL =
  'Chat conversations, demo-call bookings, checkout sessions and e-mails kept under your e-mail address'
export const UNTIL_CONFIRMED =
  'Your e-mail address is not confirmed yet. Anyone can type an address, so what is kept under it joins your data only once you confirm the address with the link we sent you (Settings → E-mail address).'

/** The file name of a download made on `date` (the server's Content-Disposition and the browser's link). */
export function personalDataFileName(date: Date): string {
  return `postcraft-my-data-${date.toISOString().slice(0, 10)}.json`
}

const timestamp = z.iso.datetime()

/** GET /api/account/export: everything kept under the caller's account and e-mail, as one JSON file. */
export const personalDataExportSchema = z.object({
  exportedAt: timestamp,
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: timestamp,
  }),
  profile: z.object({ displayName: z.string().nullable(), createdAt: timestamp }).nullable(),
  subscriptions: z.array(
    z.object({
      planTitle: z.string(),
      monthlyTotalPence: z.number().int(),
      status: z.string(),
      provider: z.string(),
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
  ),
  orders: z.array(orderSchema),
  /** Every payment taken or attempted (first orders, renewals, prorations), with refunds. */
  payments: z.array(paymentSchema.omit({ invoiceUrl: true })),
  messages: z.array(
    z.object({
      id: z.string(),
      threadId: z.string(),
      /** Whether the customer sent it to the team or received it from the team. */
      direction: z.enum(['sent', 'received']),
      subject: z.string(),
      message: z.string(),
      read: z.boolean(),
      createdAt: timestamp,
    }),
  ),
  supportTickets: z.array(customerTicketSchema),
  links: customerLinksSchema,
  /** Approvals on WhatsApp: the number they go to (removed on opting out). */
  whatsapp: z.object({ phone: z.string(), status: z.string(), confirmedAt: timestamp.nullable() }).nullable(),
  /** The onboarding brief (a draft or sent), or null when the customer never started it. */
  brief: briefSchema.nullable(),
  /** Conversations with the site chatbot in which the visitor gave this e-mail (once it is confirmed). */
  chatbotConversations: z.array(
    z.object({
      id: z.string(),
      visitorEmail: z.string().nullable(),
      visitorName: z.string().nullable(),
      intentScore: z.number().int(),
      pageUrl: z.string().nullable(),
      referrer: z.string().nullable(),
      userAgent: z.string().nullable(),
      finalOutcome: z.string().nullable(),
      firstSeenAt: timestamp,
      lastSeenAt: timestamp,
      messages: z.array(z.object({ role: z.string(), content: z.string(), createdAt: timestamp })),
    }),
  ),
  /** Where and with which browser the account signed in (sessions still kept). */
  sessions: z.array(
    z.object({
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: timestamp,
      expiresAt: timestamp,
    }),
  ),
  /** Demo calls booked under the confirmed address. */
  bookings: z.array(
    z.object({
      id: z.string(),
      startAt: timestamp,
      endAt: timestamp,
      status: z.string(),
      name: z.string(),
      email: z.string(),
      businessName: z.string(),
      topic: z.string(),
      visitorTimeZone: z.string().nullable(),
      createdAt: timestamp,
      cancelledAt: timestamp.nullable(),
    }),
  ),
  /** Checkouts started by the account, or under the confirmed address. */
  checkoutSessions: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      amountPence: z.number().int(),
      currency: z.string(),
      status: z.string(),
      createdAt: timestamp,
      completedAt: timestamp.nullable(),
    }),
  ),
  /** E-mails sent to the confirmed address, and the team's e-mails about the customer (without bodies). */
  emails: z.array(
    z.object({
      recipient: z.string(),
      subject: z.string(),
      template: z.string(),
      status: z.string(),
      createdAt: timestamp,
      sentAt: timestamp.nullable(),
    }),
  ),
  /** What this export leaves out, and why (empty once the address is confirmed). */
  leftOut: z.array(z.object({ data: z.string(), reason: z.string() })),
  /** Posts the team made for the customer (not drafts), with the comments and answers on them. */
  posts: z.array(
    z.object({
      id: z.string(),
      channel: z.string(),
      scheduledAt: timestamp,
      caption: z.string(),
      hashtags: z.array(z.string()),
      status: z.string(),
      version: z.number().int(),
      comments: z.array(
        z.object({ kind: z.string(), authorKind: z.string(), body: z.string(), createdAt: timestamp }),
      ),
    }),
  ),
})
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>

/** POST /api/account/delete: confirmed by typing the account's e-mail. */
export const deleteAccountRequestSchema = z.object({
  confirmEmail: z.string().trim().min(1, CONFIRM_WITH_EMAIL).pipe(EmailSchema),
})
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true), notice: z.string() })
