import { BRAND } from '#shared/brand.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

/** The diagnostic e-mail sent from /email-test. */
export function testEmail(input: { sender: string; sentAt: string }): RenderedEmail {
  return renderLayout(`${BRAND.name} test e-mail`, {
    heading: 'E-mail delivery works',
    paragraphs: [
      `This is a test e-mail from ${BRAND.name}, sent from ${input.sender} at ${input.sentAt}.`,
      'If you can read it, e-mail from the service reaches this inbox.',
    ],
  })
}
