import { BOOKING_PAGE_URL, QUICK_REPLIES } from '#shared/chatbot/widget.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { paths } from '#shared/paths.ts'
import type { ChatSource } from '#shared/schemas/chatbot.ts'
import type { Reply } from './responder.ts'

/** The pages the catalogue answers cite, titled as the knowledge base titles them. */
export const SOURCES = {
  pricing: { title: 'Pricing', url: paths.pricing },
  home: { title: 'Home', url: paths.home },
  terms: { title: 'Terms of service', url: paths.termsOfService },
  privacy: { title: 'Privacy policy', url: paths.privacyPolicy },
  cookies: { title: 'Cookie policy', url: paths.cookiePolicy },
  about: { title: 'About us', url: paths.about },
  contact: { title: 'Contact us', url: paths.contact },
  careers: { title: 'Careers', url: paths.careers },
  ourWork: { title: 'Our work', url: paths.ourWork },
  booking: { title: 'Book a demo call', url: BOOKING_PAGE_URL },
  /** Rules a customer reads in the product, not on a public page: named, not linked. */
  reviewEmail: { title: 'Our review e-mail and review page', url: null },
  /** The sign-in page states the reset link's hour in its 'Forgot password?' view, as the e-mail does. */
  passwordReset: { title: "Sign in: 'Forgot password?'", url: paths.auth },
  /** 'Sign In', at the top of every page. */
  signIn: { title: 'Sign in', url: paths.auth },
  resetEmail: { title: 'Our password reset e-mail', url: null },
  /** The signed-in customer's Settings page: named, not linked (it is not public). */
  settings: { title: `${DASHBOARD_PLACES.settings} in your dashboard`, url: null },
  invoices: { title: 'Invoices and payments in your dashboard', url: null },
  myFiles: { title: `${DASHBOARD_PLACES.myFiles} in your dashboard`, url: null },
  contactSupport: { title: `${DASHBOARD_PLACES.contactSupport} in your dashboard`, url: null },
  messages: { title: `${DASHBOARD_PLACES.messages} in your dashboard`, url: null },
  contentCalendar: { title: `${DASHBOARD_PLACES.contentCalendar} in your dashboard`, url: null },
  manageSubscription: { title: `${DASHBOARD_PLACES.manageSubscription} in your dashboard`, url: null },
  billingEmails: { title: 'Our billing e-mails and your dashboard', url: null },
} as const satisfies Record<string, ChatSource>

/** A factual answer with the pages it comes from. */
export function factReply(response: string, ...sources: ChatSource[]): Reply {
  return {
    response,
    quickReplies: [QUICK_REPLIES.booking, QUICK_REPLIES.pricing, QUICK_REPLIES.person],
    sources,
    handoff: false,
  }
}

/** Whether a reply opens with an honest 'No': it stays first, before anything added to it. */
export function isHonestNo(reply: Reply): boolean {
  return /^No\b/.test(reply.response)
}

/** An FAQ answer's 'Yes.' answers its own question; quoted for another one, the rest stands alone. */
export function withoutLeadingYes(answer: string): string {
  return answer.replace(/^Yes\.\s+/, '')
}
