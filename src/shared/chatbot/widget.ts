import { CALENDAR_ELEMENT_ID } from '../catalogue/business-rules.ts'
import { paths } from '../paths.ts'

/**
 * The suggested replies the chatbot offers. The server's answers and the widget's own messages use
 * the same words, so the widget recognises the ones it handles itself (leaving an e-mail).
 */
export const QUICK_REPLIES = {
  pricing: 'How much does it cost?',
  channels: 'Which channels do you cover?',
  booking: 'Book a demo call',
  person: 'Talk to a person',
  email: 'Leave my email',
} as const

/** Where demo calls are booked; a reply citing it starts the widget's booking flow. */
export const BOOKING_PAGE_URL = `${paths.home}#${CALENDAR_ELEMENT_ID}`

/**
 * The widget's browser storage (spec §9: state, conversation and session each under their own key).
 * - state (localStorage, outlives the browser session): the 24-hour "Don't show again".
 * - session (sessionStorage): this browser session's widget: opened automatically yet, open, minimised.
 * - conversation (sessionStorage): the conversation id and its messages, kept across page loads.
 */
export const CHATBOT_STORAGE_KEYS = {
  state: 'postcraft.chatbot.state',
  session: 'postcraft.chatbot.session',
  conversation: 'postcraft.chatbot.conversation',
} as const
