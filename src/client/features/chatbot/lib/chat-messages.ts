import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { QUICK_REPLIES } from '#shared/chatbot/widget.ts'
import type { ChatSource } from '#shared/schemas/chatbot.ts'

/** A message on the client (spec §3: role, content, quick replies), with what the answer cited. */
export interface ChatMessage {
  id: number
  role: 'user' | 'assistant'
  content: string
  quickReplies: string[]
  sources: ChatSource[]
  /** The booking page, with the visitor's details when known. */
  bookingLink?: string
}

export type NewMessage = Omit<ChatMessage, 'id' | 'quickReplies' | 'sources'> &
  Partial<Pick<ChatMessage, 'quickReplies' | 'sources'>>

/** The chat's first message, always shown first; the server does not store it. */
export const WELCOME: ChatMessage = {
  id: 0,
  role: 'assistant',
  content:
    "Hi! I'm the PostCraft assistant. Ask me about our plans, prices and channels, or book a free demo call with our team.",
  quickReplies: [QUICK_REPLIES.pricing, QUICK_REPLIES.channels, QUICK_REPLIES.booking],
  sources: [],
}

export const CALL_OFFER: NewMessage = {
  role: 'assistant',
  content:
    'Would you like to talk it through with our team? I can set up a free demo call at a time that suits you.',
  quickReplies: [QUICK_REPLIES.booking],
}

export function bookingLinkMessage(visitorName: string | null | undefined, link: string): NewMessage {
  return {
    role: 'assistant',
    content:
      visitorName === undefined
        ? 'Here is the link to choose a time for your free demo call.'
        : `Thank you${visitorName ? `, ${visitorName}` : ''}. Choose a time for your free demo call: your name and email are filled in.`,
    bookingLink: link,
  }
}

export function contactThanks(email: string): NewMessage {
  return {
    role: 'assistant',
    content: `Thank you. Our team will get back to you at ${email} within ${SUPPORT_REPLY_WITHIN_HOURS} hours.`,
  }
}
