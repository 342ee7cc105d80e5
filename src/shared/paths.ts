/** Every page path of the product, so links are typed and the server knows which paths exist. */
export const paths = {
  home: '/',
  pricing: '/pricing',
  auth: '/auth',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/success',
  dashboard: '/dashboard',
  dashboardWelcome: '/dashboard/welcome',
  manageSubscription: '/dashboard/manage-subscription',
  dashboardMessages: '/dashboard/messages',
  dashboardFiles: '/dashboard/files',
  dashboardSupport: '/dashboard/support',
  dashboardSettings: '/dashboard/settings',
  dashboardContent: '/dashboard/content',
  dashboardBrief: '/dashboard/brief',
  dashboardProfiles: '/dashboard/profiles',
  dashboardBilling: '/dashboard/billing',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  contact: '/contact',
  careers: '/careers',
  about: '/about',
  ourWork: '/our-work',
  emailTest: '/email-test',
  passwordResetSuccess: '/password-reset-success',
  /** A visitor's demo-call booking, opened from the signed link in its e-mails. */
  manageBooking: '/booking',
  adminLogin: '/admin-login',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminMessages: '/admin/messages',
  adminSupport: '/admin/support',
  adminChatbot: '/admin/chatbot',
  adminBookings: '/admin/bookings',
  adminContent: '/admin/content',
  adminPublishing: '/admin/publishing',
  adminOurWork: '/admin/our-work',
  adminSettings: '/admin/settings',
} as const

export type PagePath = (typeof paths)[keyof typeof paths]

const knownPaths = new Set<string>(Object.values(paths))
/** Pages with an id in the path, as the router writes them: the built-in test payment page, the login-free review of posts. */
export const dynamicPages = {
  testPayment: '/pay/:checkoutId',
  review: '/review/:token',
  teamBrief: '/admin/brief/:userId',
  /** The team's view of one customer's billing. */
  customerBilling: '/admin/billing/:userId',
} as const

/** The team's page of one customer's onboarding brief. */
export function teamBriefPath(userId: string): string {
  return dynamicPages.teamBrief.replace(':userId', encodeURIComponent(userId))
}
const dynamicPrefixes = Object.values(dynamicPages).map((page) => page.slice(0, page.indexOf(':')))

export function isKnownPage(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return knownPaths.has(normalised) || dynamicPrefixes.some((prefix) => normalised.startsWith(prefix))
}

/** The public marketing pages: prerendered to static HTML, and light enough to load without the data layer. */
export const publicPages = [
  paths.home,
  paths.pricing,
  paths.ourWork,
  paths.about,
  paths.contact,
  paths.careers,
  paths.termsOfService,
  paths.privacyPolicy,
  paths.cookiePolicy,
  paths.terms,
  paths.privacy,
  paths.cookies,
] as const

export function isPublicPage(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (publicPages as readonly string[]).includes(normalised)
}

/**
 * Set by the server on `<html>` when the request carries a session cookie: only then do the public
 * pages load the session (docs/decisions/0017-public-page-budget.md).
 */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in'

/** The login-free review page a 'Your posts are ready for review' e-mail links to. */
export function reviewPagePath(token: string): string {
  return `/review/${encodeURIComponent(token)}`
}

/** The query parameters of the team's content calendar: whose calendar is open, and which post. */
export const TEAM_CONTENT_PARAMS = { customer: 'customer', post: 'post' } as const

/** The team's content calendar open at a customer (and one of their posts), as e-mails link to it. */
export function teamContentPath(customerId: string, postId?: string): string {
  const query = new URLSearchParams({ [TEAM_CONTENT_PARAMS.customer]: customerId })
  if (postId) query.set(TEAM_CONTENT_PARAMS.post, postId)
  return `${paths.adminContent}?${query}`
}
