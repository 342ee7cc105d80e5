import { BRAND } from '#shared/brand.ts'
import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

export type SupportRequestType = 'support' | 'cancel' | 'plan_change'

export interface SupportRequestDetails {
  requestType: SupportRequestType
  customerName: string
  customerEmail: string
  subject: string
  message: string
  /** Cancellations only. */
  cancelReason?: string | undefined
  /** Cancellations only: whether the customer accepted the 10% off next month offer. */
  offerDiscount?: boolean | undefined
  dashboardUrl: string
}

const requestLabels: Record<SupportRequestType, string> = {
  support: 'Support request',
  cancel: 'Cancellation request',
  plan_change: 'Plan change request',
}

/** To the customer: we have your request. */
export function supportRequestReceivedEmail(details: SupportRequestDetails): RenderedEmail {
  const label = requestLabels[details.requestType].toLowerCase()
  return renderLayout(`We have your ${label}: ${details.subject}`, {
    heading: `Thanks, we have your ${label}`,
    paragraphs: [
      `Hello ${details.customerName || 'there'},`,
      `Your message "${details.subject}" has reached the ${BRAND.name} team. We reply within ${SUPPORT_REPLY_WITHIN_HOURS} hours, by e-mail or through the messages in your dashboard.`,
      `What you wrote:\n${details.message}`,
    ],
    action: { label: 'Open my dashboard', url: details.dashboardUrl },
  })
}

/** To the support inbox: a new request, with everything needed to act on it. */
export function supportRequestForTeamEmail(details: SupportRequestDetails): RenderedEmail {
  const label = requestLabels[details.requestType]
  const paragraphs = [
    `${label} from ${details.customerName || 'a customer'} <${details.customerEmail}>.`,
    `Subject: ${details.subject}`,
    `Message:\n${details.message}`,
  ]
  if (details.requestType === 'cancel') {
    paragraphs.push(`Reason: ${details.cancelReason ?? 'not given'}`)
    paragraphs.push(
      details.offerDiscount
        ? 'The customer accepted the 10% off next month offer and wants to stay.'
        : 'The 10% off next month offer was not accepted.',
    )
  }
  return renderLayout(`${label}: ${details.subject}`, {
    heading: label,
    paragraphs,
    footnote: `Reply to ${details.customerEmail}, or through the admin messages.`,
  })
}
