/**
 * Business constants and limits (spec section 9). Pages, e-mails, the
 * chatbot and the server read these rather than repeating the numbers.
 */

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS

// Service promises
export const DRIVE_FOLDER_WITHIN_HOURS = 24
export const CONTENT_APPROVAL_BUSINESS_DAYS = 5
export const SUPPORT_REPLY_WITHIN_HOURS = 24
export const POST_EVERY_DAYS = 5
export const REVIEWS_PER_MONTH = 2
/** Revisions are unlimited when feedback arrives this long before publishing... */
export const REVISION_FEEDBACK_NOTICE_HOURS = 48
/** ...and are then made within this time. */
export const REVISION_TURNAROUND_HOURS = 48

// Guarantee and terms. Home page and terms say 30 days on the first order;
// checkout and pricing small print say 14 days with add-ons excluded. Both stand.
export const MONEY_BACK_GUARANTEE_DAYS = 30
export const CHECKOUT_GUARANTEE_DAYS = 14
export const CANCELLATION_NOTICE_DAYS = 30
export const PRICE_CHANGE_NOTICE_DAYS = 30

/** Offered in the cancel dialog only when the customer says the service is too expensive. */
export const CANCELLATION_DISCOUNT = { reason: 'expensive', percentOff: 10 } as const

// Accounts (the e-mail maximum and password minimum are field rules: TEXT_LIMITS in schemas/fields.ts)
export const RESET_LINK_VALID_HOURS = 1
/** '1 hour', as the reset e-mails and the chatbot say it. */
export const RESET_LINK_LIFETIME = `${RESET_LINK_VALID_HOURS} hour${RESET_LINK_VALID_HOURS === 1 ? '' : 's'}`
export const TOKEN_REFRESH_BACKOFF_START_MS = 200

// Public pages
export const REVIEWS_COUNT = 8
export const REVIEWS_VISIBLE_IN_CAROUSEL = 3
export const FAQ_COUNT = 18
/** How long the contact page waits before scrolling to the booking calendar. */
export const CALENDAR_SCROLL_DELAY_MS = 100
export const CALENDAR_ELEMENT_ID = 'calendar-booking'

// Chatbot widget
export const CHATBOT = {
  autoOpenDelayMs: 10 * SECOND_MS,
  adminAutoOpenDelayMs: 15 * SECOND_MS,
  dismissForMs: 24 * HOUR_MS,
  captureFormFallbackMs: 15 * SECOND_MS,
  intentThreshold: 70,
  offerCallDelayMs: 1 * SECOND_MS,
  /** Suggested but unconfirmed by the spec. */
  sessionRefreshMs: 30 * SECOND_MS,
  /** Longest chat message the server accepts. */
  messageMaxChars: 2000,
} as const

// Admin back office
export const ADMIN = {
  highIntentThreshold: 70,
  /** Intent colours: below 40 red, 40 to 69 yellow, 70 and above green. */
  intentColourBands: { yellowFrom: 40, greenFrom: 70 },
  activeWindowMs: 24 * HOUR_MS,
  /** Transcript shows a divider where messages are more than 5 minutes apart. */
  sessionDividerGapMs: 300_000,
  customersPageSize: 50,
  customersPagerMaxPages: 5,
  conversationsPageSize: 50,
  messagesPageSize: 10,
  /** Not in the spec (it lists every ticket): pages keep the list fast as tickets accumulate. */
  ticketsPageSize: 50,
  previewChars: 100,
  manualDocumentMinChars: 50,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadExtensions: ['.pdf', '.docx'],
  intentSliderStep: 10,
} as const

export type IntentBand = 'red' | 'yellow' | 'green'

export function intentBand(score: number): IntentBand {
  if (score >= ADMIN.intentColourBands.greenFrom) return 'green'
  if (score >= ADMIN.intentColourBands.yellowFrom) return 'yellow'
  return 'red'
}
