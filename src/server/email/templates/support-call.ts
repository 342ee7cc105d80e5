import { BRAND } from '#shared/brand.ts'
import type { DemoCallDetails, DemoCallLinks } from './demo-call.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

/** A customer's support video call: its time and its room. */
export interface SupportCallDetails extends DemoCallDetails {
  videoUrl: string
}

const whenLines = (details: SupportCallDetails) => [
  details.localWhen ? `When: ${details.when} (${details.localWhen} your time)` : `When: ${details.when}`,
  `Video call: ${details.videoUrl}`,
]

const manageLinks = (links: DemoCallLinks) => [
  { label: 'Move the call', url: links.rescheduleUrl },
  { label: 'Cancel the call', url: links.cancelUrl },
]
const LINKS_NOTE = 'These links work until the call starts. Please do not forward this e-mail.'

const headings = {
  booked: 'Your video call is booked',
  moved: 'Your video call has been moved',
  reminder: 'Your video call is coming up',
} as const

/** To the customer: the call is booked, moved, or tomorrow (the calendar file is attached by the caller). */
export function supportCallEmail(
  event: keyof typeof headings,
  details: SupportCallDetails,
  links: DemoCallLinks,
): RenderedEmail {
  const opening = {
    booked: `Thank you for booking a video call with the ${BRAND.name} team. Join it with the button below at the time of the call; no app is needed.`,
    moved:
      'Your video call is now at the time below, in the same room. Links from earlier e-mails about it no longer work.',
    reminder: `A reminder of your video call with the ${BRAND.name} team.`,
  }[event]
  return renderLayout(`${headings[event]}: ${details.when}`, {
    heading: headings[event],
    paragraphs: [
      `Hello ${details.name},`,
      opening,
      ...whenLines(details),
      ...(event === 'reminder'
        ? []
        : ['The calendar file attached adds the call, with its link, to your calendar.']),
    ],
    action: { label: 'Join the video call', url: details.videoUrl },
    links: manageLinks(links),
    footnote: LINKS_NOTE,
  })
}

/** To the customer: the call is cancelled, by them or by the team (the calendar file removes the event). */
export function supportCallCancelledEmail(
  details: DemoCallDetails,
  by: 'visitor' | 'admin',
  bookAgainUrl: string,
): RenderedEmail {
  const opening =
    by === 'admin'
      ? 'We are sorry: we had to cancel your video call with our team. Please choose another time that suits you.'
      : 'Your video call is cancelled, as you asked. You can book another whenever you like.'
  return renderLayout(`Cancelled: your ${BRAND.name} video call, ${details.when}`, {
    heading: 'Your video call has been cancelled',
    paragraphs: [`Hello ${details.name},`, opening, `When: ${details.when}`],
    action: { label: 'Book another time', url: bookAgainUrl },
  })
}
