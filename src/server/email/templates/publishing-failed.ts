import { BRAND } from '#shared/brand.ts'
import { type ChannelId, channelName } from '#shared/catalogue/channels.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import { PUBLISHING_FAILED_EMAIL_SUBJECT } from '#shared/schemas/publishing.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

/** To the team: a post the network refused, with its reason; the team retries it or posts it by hand. */
export function publishingFailedEmail(input: {
  customerName: string
  customerEmail: string
  channel: ChannelId
  scheduledAt: Date
  reason: string
  adminUrl: string
}): RenderedEmail {
  const post = `${formatDateTime(input.scheduledAt)} – ${channelName(input.channel)}`
  return renderLayout(`${PUBLISHING_FAILED_EMAIL_SUBJECT}: ${post}`, {
    heading: PUBLISHING_FAILED_EMAIL_SUBJECT,
    paragraphs: [
      `The post of ${post} for ${input.customerName || 'a customer'} <${input.customerEmail}> was not published.`,
      `${channelName(input.channel)} answered:\n${input.reason}`,
      'Retry it once the cause is fixed, or post it by hand and mark it as posted.',
    ],
    action: { label: `Open Publishing in ${BRAND.name}`, url: input.adminUrl },
  })
}
