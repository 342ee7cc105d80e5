import { CANCELLATION_DISCOUNT } from '#shared/catalogue/business-rules.ts'
import { findPlan } from '#shared/catalogue/plans.ts'
import {
  type CreateTicket,
  cancelReasonLabels,
  type PlanChangeOption,
  type TicketDetails,
} from '#shared/schemas/support.ts'

export interface TicketContent {
  subject: string
  message: string
  details: TicketDetails | null
  /** For the team's e-mail (cancellations only). */
  cancelReason?: string
  offerDiscount?: boolean
}

export function planChangeLabel(option: PlanChangeOption): string {
  return option === 'extras' ? 'extras on my current plan' : `the ${findPlan(option)?.title ?? option} plan`
}

/**
 * The ticket's readable subject and message for each kind of request; the choices themselves are kept
 * in `details` so the team can act on them without parsing text.
 */
export function ticketContent(request: CreateTicket): TicketContent {
  if (request.type === 'support') {
    return { subject: request.subject, message: request.message, details: null }
  }
  if (request.type === 'cancel') {
    const { reason } = request
    // The discount is offered only for 'expensive'; an acceptance sent with another reason means nothing.
    const offerAccepted = reason === CANCELLATION_DISCOUNT.reason && request.offerAccepted
    const otherReason = reason === 'other' ? (request.otherReason ?? null) : null
    const cancelReason = otherReason
      ? `${cancelReasonLabels[reason]}: ${otherReason}`
      : cancelReasonLabels[reason]
    const lines = [`Reason: ${cancelReason}`]
    if (reason === CANCELLATION_DISCOUNT.reason) {
      lines.push(
        offerAccepted
          ? `Accepted the ${CANCELLATION_DISCOUNT.percentOff}% off next month offer and wants to stay.`
          : `Declined the ${CANCELLATION_DISCOUNT.percentOff}% off next month offer.`,
      )
    }
    return {
      subject: offerAccepted ? 'Cancellation request: discount accepted' : 'Cancellation request',
      message: lines.join('\n'),
      details: { kind: 'cancel', reason, otherReason, offerAccepted },
      cancelReason,
      offerDiscount: offerAccepted,
    }
  }
  const { option } = request
  const wish = `I would like to change to ${planChangeLabel(option)}.`
  return {
    subject: `Plan change request: ${planChangeLabel(option)}`,
    message: request.message ? `${wish}\n\n${request.message}` : wish,
    details: { kind: 'plan_change', option },
  }
}
