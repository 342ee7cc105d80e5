import { paths } from '#shared/paths.ts'

/** The public marketing pages: never checkout, payment, sign-in, the dashboard or the back office. */
const chatbotPages = new Set<string>([
  paths.home,
  paths.pricing,
  paths.contact,
  paths.careers,
  paths.about,
  paths.ourWork,
  paths.termsOfService,
  paths.terms,
  paths.privacyPolicy,
  paths.privacy,
  paths.cookiePolicy,
  paths.cookies,
])

export function showsChatbot(pathname: string): boolean {
  return chatbotPages.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
}
