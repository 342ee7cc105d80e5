import { BRAND } from '#shared/brand.ts'
import { formatDate } from '#shared/format/dates.ts'
import { formatPence } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import { type RenderedEmail, renderLayout } from '../../email/templates/layout.ts'

export type BillingEmailKind =
  | 'payment-failed'
  | 'final-attempt'
  | 'subscription-ended'
  | 'team-subscription-ended'
  | 'refunded'
  | 'renewed'

interface Values {
  amountPence?: number | undefined
  date?: Date | undefined
  appUrl: string
  customerEmail?: string
}

/** The billing e-mails: to the customer, and one to the team when Stripe gives up on a subscription. */
export function billingEmail(kind: BillingEmailKind, values: Values): RenderedEmail {
  const billingUrl = `${values.appUrl}${paths.dashboard}/billing`
  const amount = values.amountPence === undefined ? '' : formatPence(values.amountPence)
  const date = values.date ? formatDate(values.date) : ''
  switch (kind) {
    case 'payment-failed':
      return renderLayout(`Your ${BRAND.name} payment did not go through`, {
        heading: 'Your payment did not go through',
        paragraphs: [
          `We could not take your payment of ${amount}. Your plan carries on while we try again.`,
          'Please update your card so your posts keep being published.',
        ],
        action: { label: 'Update card', url: billingUrl },
      })
    case 'final-attempt':
      return renderLayout(`Last try: your ${BRAND.name} payment`, {
        heading: 'We will try your payment one last time',
        paragraphs: [
          `Your payment of ${amount} has still not gone through. If the next try fails, your plan ends.`,
        ],
        action: { label: 'Update card', url: billingUrl },
      })
    case 'subscription-ended':
      return renderLayout(`Your ${BRAND.name} plan has ended`, {
        heading: 'Your plan has ended',
        paragraphs: [`Your plan ended on ${date}. You can buy a plan again at any time.`],
        action: { label: 'See the plans', url: `${values.appUrl}/pricing` },
      })
    case 'team-subscription-ended':
      return renderLayout(`Subscription ended after failed payments: ${values.customerEmail ?? ''}`, {
        heading: 'A subscription ended after failed payments',
        paragraphs: [
          `The payments of ${values.customerEmail ?? 'a customer'} failed; the plan ended on ${date}.`,
        ],
        action: { label: 'Open the back office', url: `${values.appUrl}/admin` },
      })
    case 'refunded':
      return renderLayout(`Your ${BRAND.name} refund`, {
        heading: 'We have refunded your first order',
        paragraphs: [
          `We have refunded ${amount} under our money-back guarantee. It reaches your card within 5 to 10 working days.`,
        ],
        action: { label: 'See my invoices', url: billingUrl },
      })
    case 'renewed':
      return renderLayout(`Your ${BRAND.name} payment`, {
        heading: 'Thank you for your payment',
        paragraphs: [`We have taken your payment of ${amount}.`],
        action: { label: 'See my invoices', url: billingUrl },
      })
  }
}
