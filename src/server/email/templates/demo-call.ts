import { BRAND } from '#shared/brand.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

export interface DemoCallDetails {
  name: string
  /** "Thu 2 Apr 2026, 10:00–10:30 UK time". */
  when: string
  /** The same in the visitor's own time zone, when it is not the UK's. */
  localWhen?: string | undefined
}

export interface DemoCallLinks {
  rescheduleUrl: string
  cancelUrl: string
}

const whenLines = (details: DemoCallDetails) =>
  details.localWhen ? [`When: ${details.when} (${details.localWhen} your time)`] : [`When: ${details.when}`]

const manageLinks = (links: DemoCallLinks) => [
  { label: 'Reschedule the call', url: links.rescheduleUrl },
  { label: 'Cancel the call', url: links.cancelUrl },
]
const LINKS_NOTE = 'These links work until the call starts. Please do not forward this e-mail.'

/** To the visitor: the call is booked (with the calendar file attached by the caller). */
export function demoCallBookedEmail(details: DemoCallDetails, links: DemoCallLinks): RenderedEmail {
  return renderLayout(`Your ${BRAND.name} demo call: ${details.when}`, {
    heading: 'Your demo call is booked',
    paragraphs: [
      `Hello ${details.name},`,
      `Thank you for booking a free demo call with the ${BRAND.name} team.`,
      ...whenLines(details),
      'The calendar file attached adds the call to Google Calendar, Outlook or Apple Calendar. We will send the video-call link before the call, and a reminder the day before.',
    ],
    links: manageLinks(links),
    footnote: LINKS_NOTE,
  })
}

/** To the visitor: the call moved to a new time (the updated calendar file is attached). */
export function demoCallMovedEmail(details: DemoCallDetails, links: DemoCallLinks): RenderedEmail {
  return renderLayout(`Your ${BRAND.name} demo call has moved: ${details.when}`, {
    heading: 'Your demo call has been moved',
    paragraphs: [
      `Hello ${details.name},`,
      'Your demo call is now at the time below. The calendar file attached updates the event in your calendar.',
      ...whenLines(details),
      'Links from earlier e-mails about this call no longer work; use the ones below.',
    ],
    links: manageLinks(links),
    footnote: LINKS_NOTE,
  })
}

/** To the visitor, the day before. */
export function demoCallReminderEmail(details: DemoCallDetails, links: DemoCallLinks): RenderedEmail {
  return renderLayout(`Reminder: your ${BRAND.name} demo call, ${details.when}`, {
    heading: 'Your demo call is coming up',
    paragraphs: [
      `Hello ${details.name},`,
      'A reminder of your free demo call with our team.',
      ...whenLines(details),
    ],
    links: manageLinks(links),
    footnote: 'If the time no longer suits you, please move or cancel the call so someone else can have it.',
  })
}

/** To the visitor: the call is cancelled, by them or by the team (the calendar file removes the event). */
export function demoCallCancelledEmail(
  details: DemoCallDetails,
  by: 'visitor' | 'admin',
  bookAgainUrl: string,
): RenderedEmail {
  const opening =
    by === 'admin'
      ? `We are sorry: we had to cancel your demo call with the ${BRAND.name} team. Please choose another time that suits you.`
      : 'Your demo call is cancelled, as you asked. You are welcome to book another time whenever you like.'
  return renderLayout(`Cancelled: your ${BRAND.name} demo call, ${details.when}`, {
    heading: 'Your demo call has been cancelled',
    paragraphs: [`Hello ${details.name},`, opening, ...whenLines(details)],
    action: { label: 'Book another time', url: bookAgainUrl },
  })
}

export interface TeamBookingNotice {
  event: 'booked' | 'moved' | 'cancelled'
  name: string
  email: string
  businessName: string
  topic: string
  when: string
  /** The booking came from a chatbot conversation. */
  fromChatbot: boolean
  bookingsUrl: string
  /** A customer's support video call (its plan's priority said) rather than a visitor's demo call. */
  support?: { priority: boolean; videoUrl: string } | undefined
}

const supportHeadings = {
  booked: 'New support video call booked',
  moved: 'Support video call moved',
  cancelled: 'Support video call cancelled by the customer',
} as const

const teamHeadings = {
  booked: 'New demo call booked',
  moved: 'Demo call moved',
  cancelled: 'Demo call cancelled by the visitor',
} as const

/** To the team (SUPPORT_EMAIL): a visitor booked, moved or cancelled a call. */
export function teamBookingNoticeEmail(notice: TeamBookingNotice): RenderedEmail {
  const { support } = notice
  const heading = `${support?.priority ? 'Priority: ' : ''}${(support ? supportHeadings : teamHeadings)[notice.event]}`
  return renderLayout(`${heading}: ${notice.when}`, {
    heading,
    paragraphs: [
      `When: ${notice.when}`,
      support
        ? `Customer: ${notice.name} <${notice.email}>`
        : `Who: ${notice.name} <${notice.email}>, ${notice.businessName}`,
      ...(support ? [`Video call: ${support.videoUrl}`] : []),
      ...(notice.topic ? [`What they would like to discuss:\n${notice.topic}`] : []),
      ...(notice.fromChatbot ? ['Booked from a chatbot conversation.'] : []),
    ],
    action: { label: 'Open the bookings', url: notice.bookingsUrl },
  })
}
