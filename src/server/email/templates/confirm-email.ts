import { BRAND } from '#shared/brand.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

/** Sent after a self sign-up: confirming proves the address belongs to whoever holds the account. */
export function confirmEmailEmail(input: { name: string; confirmUrl: string }): RenderedEmail {
  return renderLayout(`Confirm your ${BRAND.name} e-mail address`, {
    heading: 'Confirm your e-mail address',
    paragraphs: [
      `Hello ${input.name || 'there'},`,
      `Thank you for creating a ${BRAND.name} account. Please confirm that this e-mail address is yours.`,
      'Until it is confirmed, two-factor sign-in cannot be turned on, and a plan bought with this address goes to whoever confirms it.',
    ],
    action: { label: 'Confirm my e-mail address', url: input.confirmUrl },
    footnote: 'If you did not create an account, you can ignore this e-mail.',
  })
}
