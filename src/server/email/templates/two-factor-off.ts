import { BRAND } from '#shared/brand.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

/** Sent when the team turns off a customer's two-factor sign-in: what happened, and who to tell if it was not them. */
export function twoFactorOffEmail(input: { signInUrl: string; supportEmail: string }): RenderedEmail {
  return renderLayout(`Two-factor sign-in is off on your ${BRAND.name} account`, {
    heading: 'Two-factor sign-in is off',
    paragraphs: [
      'Our team has turned off two-factor sign-in on your account, as you asked, and signed you out on every device.',
      'Sign in with your e-mail address and password, then turn two-factor sign-in on again in Settings.',
      `If you did not ask for this, write to us at ${input.supportEmail} straight away.`,
    ],
    action: { label: 'Sign in', url: input.signInUrl },
  })
}
