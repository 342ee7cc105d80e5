import { BRAND } from '#shared/brand.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

/** To a customer when the team sends them a message in the dashboard. */
export function teamMessageEmail(input: {
  name: string
  subject: string
  messagesUrl: string
}): RenderedEmail {
  return renderLayout(`New message from the ${BRAND.name} team: ${input.subject}`, {
    heading: 'You have a new message',
    paragraphs: [
      `Hello ${input.name || 'there'},`,
      `The ${BRAND.name} team has sent you a message, "${input.subject}". Read it and reply in your dashboard.`,
    ],
    action: { label: 'Read the message', url: input.messagesUrl },
  })
}
