import { z } from 'zod'
import { planIds } from '../catalogue/plans.ts'
import { planChangeSchema } from './billing.ts'
import { boundedText, requiredText, TEXT_LIMITS } from './fields.ts'
import { pageInfoShape, pageQuerySchema } from './paging.ts'

// Spec §5 and §8, word for word.
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields'
export const SELECT_AN_OPTION = 'Please select an option'
export const SUPPORT_SENT = 'Your message has been sent to support'
export const REQUEST_SENT = 'Your request has been sent to our team'
export const TICKET_STATUS_UPDATED = 'Ticket status updated'
export const NOTES_SAVED = 'Notes saved successfully'
// The spec requires a reason without wording the refusal.
export const SELECT_A_REASON = 'Please select a reason'
export const DESCRIBE_YOUR_REASON = 'Please tell us your reason'
export const TICKET_NOT_FOUND = 'Ticket not found'

export const ticketTypes = ['support', 'cancel', 'plan_change'] as const
export type TicketType = (typeof ticketTypes)[number]
export const ticketStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const
export type TicketStatus = (typeof ticketStatuses)[number]

export const ticketTypeLabels: Record<TicketType, string> = {
  support: 'Support request',
  cancel: 'Cancellation request',
  plan_change: 'Plan change request',
}
export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
}

export const cancelReasons = ['expensive', 'not_using', 'switching', 'content', 'other'] as const
export type CancelReason = (typeof cancelReasons)[number]
/** The Cancel Plan dialog's choices, in the issue's words (the specification names none). */
export const cancelReasonLabels: Record<CancelReason, string> = {
  expensive: 'Too expensive',
  not_using: 'Not using it enough',
  switching: 'Switching to another provider',
  content: "The content isn't right for us",
  other: 'Other',
}

/** A plan change asks for another plan, or for extras on the current one. */
export const planChangeOptions = [...planIds, 'extras'] as const
export type PlanChangeOption = (typeof planChangeOptions)[number]

const Comment = boundedText({ label: 'Message', max: TEXT_LIMITS.message, multiline: true })

/** The support form: subject and message, each required ('Please fill in all fields'). */
export const supportRequestSchema = z.object({
  type: z.literal('support'),
  subject: requiredText({
    label: 'Subject',
    max: TEXT_LIMITS.subject,
    requiredMessage: FILL_IN_ALL_FIELDS,
  }),
  message: requiredText({
    label: 'Message',
    max: TEXT_LIMITS.message,
    multiline: true,
    requiredMessage: FILL_IN_ALL_FIELDS,
  }),
})

/** The Cancel Plan dialog: a reason is required, and 'other' needs its text. */
export const cancelRequestSchema = z
  .object({
    type: z.literal('cancel'),
    reason: z.enum(cancelReasons, { error: SELECT_A_REASON }),
    /** Required when the reason is 'other'. */
    otherReason: boundedText({ label: 'Reason', max: TEXT_LIMITS.message, multiline: true }).optional(),
    /** The 10% off next month offer; only made, and so only kept, for 'expensive'. */
    offerAccepted: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.reason === 'other' && !value.otherReason) {
      context.addIssue({ code: 'custom', path: ['otherReason'], message: DESCRIBE_YOUR_REASON })
    }
  })

/** The Change Plan dialog: another plan or extras ('Please select an option'). */
export const planChangeRequestSchema = z.object({
  type: z.literal('plan_change'),
  option: z.enum(planChangeOptions, { error: SELECT_AN_OPTION }),
  message: Comment.optional(),
  /** The extra channels and add-ons wanted; absent, they stay (or, for 'extras', the team is asked). */
  extras: planChangeSchema.omit({ plan: true }).optional(),
  /** The preview's instant, so an upgrade is charged the proration the customer was shown. */
  quotedAt: z.iso.datetime().optional(),
})

/** POST /api/support/tickets: the support form, the cancel dialog or the change-plan dialog. */
export const createTicketRequestSchema = z.discriminatedUnion('type', [
  supportRequestSchema,
  cancelRequestSchema,
  planChangeRequestSchema,
])
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>
export type CreateTicket = z.output<typeof createTicketRequestSchema>

export const ticketDetailsSchema = z.union([
  z.object({
    kind: z.literal('cancel'),
    reason: z.enum(cancelReasons),
    otherReason: z.string().nullable(),
    offerAccepted: z.boolean(),
  }),
  z.object({ kind: z.literal('plan_change'), option: z.enum(planChangeOptions) }),
])
export type TicketDetails = z.infer<typeof ticketDetailsSchema>

/** A ticket as its customer sees it: the team's notes stay with the team. */
export const customerTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  ticketType: z.enum(ticketTypes),
  status: z.enum(ticketStatuses),
  details: ticketDetailsSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type CustomerTicket = z.infer<typeof customerTicketSchema>

export const ticketSchema = customerTicketSchema.extend({
  userId: z.string(),
  userEmail: z.string(),
  adminNotes: z.string().nullable(),
  /** Sent on a plan with priority support: marked and listed first. */
  priority: z.boolean(),
})
export type Ticket = z.infer<typeof ticketSchema>

export const createTicketResponseSchema = z.object({ ticket: customerTicketSchema, notice: z.string() })
export const customerTicketListSchema = z.object({ tickets: z.array(customerTicketSchema), ...pageInfoShape })

export const ticketListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['all', ...ticketStatuses]).default('all'),
})
export const ticketCountsSchema = z.object({
  all: z.number().int(),
  open: z.number().int(),
  in_progress: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
})
export type TicketCounts = z.infer<typeof ticketCountsSchema>
export const ticketListSchema = z.object({
  tickets: z.array(ticketSchema),
  counts: ticketCountsSchema,
  ...pageInfoShape,
})
export type TicketList = z.infer<typeof ticketListSchema>

export const ticketParamsSchema = z.object({ id: z.uuid(TICKET_NOT_FOUND) })
export const updateTicketStatusSchema = z.object({ status: z.enum(ticketStatuses) })
export const updateTicketNotesSchema = z.object({
  notes: boundedText({ label: 'Notes', max: TEXT_LIMITS.notes, multiline: true }),
})
export const ticketUpdateResponseSchema = z.object({ ticket: ticketSchema, notice: z.string() })
export const openTicketCountSchema = z.object({ count: z.number().int() })
