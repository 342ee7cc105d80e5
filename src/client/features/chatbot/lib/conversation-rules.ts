import { CHATBOT } from '#shared/catalogue/business-rules.ts'
import { BOOKING_PAGE_URL } from '#shared/chatbot/widget.ts'
import { BOOKING_LINK_PARAMS } from '#shared/schemas/booking.ts'
import type { ChatQueryResponse, ChatSource } from '#shared/schemas/chatbot.ts'

export interface Visitor {
  name: string | null
  email: string
}

const BOOKING_WORDS = /\b(book|booking|booked|demo)\b/i

/** A reply that sends the visitor to the booking page starts the booking flow (name, e-mail, link). */
export function citesBookingPage(sources: readonly ChatSource[]): boolean {
  return sources.some((source) => source.url === BOOKING_PAGE_URL)
}

/** Whether a reply already speaks of booking a call (then no call is offered after it). */
export function mentionsBooking(reply: Pick<ChatQueryResponse, 'response' | 'sources'>): boolean {
  return citesBookingPage(reply.sources) || BOOKING_WORDS.test(reply.response)
}

/**
 * Spec §4: after a reply with an intent score above 70 that does not mention the booking service, the
 * assistant offers a call (once per conversation, and not while the visitor is already giving details).
 */
export function offersCallAfter(
  reply: Pick<ChatQueryResponse, 'response' | 'sources' | 'intent_score'>,
  conversation: { callOffered: boolean; capturing: boolean },
): boolean {
  return (
    reply.intent_score > CHATBOT.intentThreshold &&
    !mentionsBooking(reply) &&
    !conversation.callOffered &&
    !conversation.capturing
  )
}

/** The booking page with name, e-mail and conversation filled in (decision 0014's hand-off). */
export function bookingLink(visitor: Visitor | null, conversationId: string | null): string {
  const params = new URLSearchParams()
  if (visitor?.name) params.set(BOOKING_LINK_PARAMS.name, visitor.name)
  if (visitor?.email) params.set(BOOKING_LINK_PARAMS.email, visitor.email)
  if (conversationId) params.set(BOOKING_LINK_PARAMS.conversationId, conversationId)
  const query = params.toString()
  return query ? `${BOOKING_PAGE_URL}?${query}` : BOOKING_PAGE_URL
}
