import { BRAND } from '#shared/brand.ts'
import { RESET_LINK_LIFETIME } from '#shared/catalogue/business-rules.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

export function passwordResetEmail(input: { name: string; resetUrl: string }): RenderedEmail {
  return renderLayout(`Reset your ${BRAND.name} password`, {
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${input.name || 'there'},`,
      'We received a request to reset the password for your account. Use the button below to choose a new one.',
    ],
    action: { label: 'Choose a new password', url: input.resetUrl },
    footnote: `This link works once and expires after ${RESET_LINK_LIFETIME}. If you did not ask for a reset, you can ignore this e-mail: your password stays the same.`,
  })
}
