import { BRAND } from '#shared/brand.ts'
import { RESET_LINK_LIFETIME } from '#shared/catalogue/business-rules.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

/** Sent when an administrator invites another to the team: a set-password link, then the back office. */
export function teamInviteEmail(input: {
  email: string
  invitedBy: string
  setPasswordUrl: string
  signInUrl: string
}): RenderedEmail {
  return renderLayout(`You have been invited to the ${BRAND.name} team`, {
    heading: `Join the ${BRAND.name} team`,
    paragraphs: [
      `${input.invitedBy} has invited you to the ${BRAND.name} back office as an administrator.`,
      `Your login e-mail is ${input.email}. Use the button below to set your password.`,
    ],
    action: { label: 'Set your password', url: input.setPasswordUrl },
    footnote: `Then sign in at ${input.signInUrl}. For your security the link works once and expires after ${RESET_LINK_LIFETIME}; if it has expired, ask the team to invite you again.`,
  })
}
