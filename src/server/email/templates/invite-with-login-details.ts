import { BRAND } from '#shared/brand.ts'
import { RESET_LINK_LIFETIME } from '#shared/catalogue/business-rules.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

/** Sent once, when a payment creates a new customer account: the login details and a set-password link. */
export function inviteWithLoginDetailsEmail(input: {
  email: string
  planTitle: string
  setPasswordUrl: string
}): RenderedEmail {
  return renderLayout(`Your ${BRAND.name} account is ready`, {
    heading: `Welcome to ${BRAND.name}`,
    paragraphs: [
      `Thank you for choosing the ${input.planTitle} plan. Your payment was successful and we have created your account.`,
      `Your login e-mail is ${input.email}. Use the button below to set your password, then sign in to see your plan, message our team and find your files.`,
      'Your secure shared drive folder will be ready within 24 hours, and we will be in touch about your brand, goals and the profiles to connect.',
    ],
    action: { label: 'Set your password', url: input.setPasswordUrl },
    footnote: `For your security this link works once and expires after ${RESET_LINK_LIFETIME}. If it has expired, the page it opens lets you send a new one, or use "Forgot password" on the sign-in page.`,
  })
}
