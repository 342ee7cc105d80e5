import { type RenderedEmail, renderLayout } from './layout.ts'

export interface PaymentJobFailedDetails {
  /** What the job does, e.g. "Cancel a replaced Stripe subscription". */
  label: string
  queue: string
  attempts: number
  /** The payload fields that say which record the job is about. */
  fields: Record<string, string>
  lastError: string
  /** When the job was first queued, already formatted in UK time. */
  queuedAt: string
  adminSettingsUrl: string
}

/** To every administrator: a payment-related job has stopped retrying and needs a person. */
export function paymentJobFailedEmail(details: PaymentJobFailedDetails): RenderedEmail {
  const fieldLines = Object.entries(details.fields).map(([name, value]) => `${name}: ${value}`)
  return renderLayout(`Payment job failed: ${details.label}`, {
    heading: 'A payment job has stopped retrying',
    paragraphs: [
      `The background job "${details.label}" (queue ${details.queue}) failed ${details.attempts} time${details.attempts === 1 ? '' : 's'} and will not be tried again by itself. It was queued on ${details.queuedAt}.`,
      ...(fieldLines.length > 0 ? [`It concerns:\n${fieldLines.join('\n')}`] : []),
      `Last error:\n${details.lastError}`,
      'Until it succeeds a customer may be charged wrongly, for example twice. Please check the record at the payment provider, then retry the job in Admin Settings once the cause is fixed, or put it right by hand.',
    ],
    action: { label: 'Open Admin Settings', url: details.adminSettingsUrl },
    footnote: 'You receive this because you are an administrator.',
  })
}
