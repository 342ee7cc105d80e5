import { CALENDAR_ELEMENT_ID } from '#shared/catalogue/business-rules.ts'
import { formatDateTimeIn, formatTimeIn, timeZoneLabel, UK_TIME_ZONE } from '#shared/format/dates.ts'
import { paths } from '#shared/paths.ts'
import type { Executor } from '../../db/client.ts'
import {
  type DemoCallDetails,
  demoCallBookedEmail,
  demoCallCancelledEmail,
  demoCallMovedEmail,
  demoCallReminderEmail,
  teamBookingNoticeEmail,
} from '../../email/templates/demo-call.ts'
import { supportCallCancelledEmail, supportCallEmail } from '../../email/templates/support-call.ts'
import type { BookingRow } from './booking.repo.ts'
import type { BookingDeps } from './booking.service.ts'
import { calendarFile } from './booking-calendar.ts'

type EmailDeps = Pick<BookingDeps, 'email' | 'appUrl' | 'supportEmail' | 'links'>

const span = (row: BookingRow, zone: string) =>
  `${formatDateTimeIn(row.startAt, zone)}–${formatTimeIn(row.endAt, zone)}`

/** The call's time in UK time, and in the visitor's own zone when that reads differently. */
export function callDetails(row: BookingRow): DemoCallDetails {
  const uk = span(row, UK_TIME_ZONE)
  const zone = row.visitorTimeZone
  const local = zone ? span(row, zone) : uk
  return {
    name: row.name,
    when: `${uk} UK time`,
    localWhen: zone && local !== uk ? `${local}, ${timeZoneLabel(zone)}` : undefined,
  }
}

function manageLinks(deps: EmailDeps, row: BookingRow) {
  return { rescheduleUrl: deps.links.url(row, 'reschedule'), cancelUrl: deps.links.url(row, 'cancel') }
}

function teamNotice(deps: EmailDeps, row: BookingRow, event: 'booked' | 'moved' | 'cancelled') {
  return {
    to: deps.supportEmail,
    template: 'demo-call-team-notice',
    content: teamBookingNoticeEmail({
      event,
      name: row.name,
      email: row.email,
      businessName: row.businessName,
      topic: row.topic,
      when: callDetails(row).when,
      fromChatbot: row.conversationId !== null,
      bookingsUrl: `${deps.appUrl}${paths.adminBookings}`,
      support: supportOf(row),
    }),
    about: { email: row.email },
  }
}

/** A support call's priority and room; undefined for a demo call. */
const supportOf = (row: BookingRow) =>
  row.kind === 'support' && row.videoUrl ? { priority: row.priority, videoUrl: row.videoUrl } : undefined

function visitorEmail(deps: EmailDeps, row: BookingRow, event: 'booked' | 'moved' | 'reminder') {
  const details = callDetails(row)
  const links = manageLinks(deps, row)
  const support = supportOf(row)
  if (support)
    return {
      template: `support-call-${event}`,
      content: supportCallEmail(event, { ...details, videoUrl: support.videoUrl }, links),
    }
  const content = {
    booked: () => demoCallBookedEmail(details, links),
    moved: () => demoCallMovedEmail(details, links),
    reminder: () => demoCallReminderEmail(details, links),
  }[event]()
  return { template: `demo-call-${event}`, content }
}

/** A new or moved call: the visitor's confirmation with the calendar file, and the team's notice. */
export async function queueBookedEmails(
  deps: EmailDeps,
  executor: Executor,
  row: BookingRow,
  event: 'booked' | 'moved',
): Promise<void> {
  await deps.email.queue(executor, {
    to: row.email,
    ...visitorEmail(deps, row, event),
    attachments: [
      calendarFile(row, {
        method: 'PUBLISH',
        manageUrl: deps.links.url(row),
        organizerEmail: deps.supportEmail,
      }),
    ],
  })
  await deps.email.queue(executor, teamNotice(deps, row, event))
}

/** A cancelled call: the visitor is told (the calendar file removes the event); the team when it was the visitor. */
export async function queueCancelledEmails(
  deps: EmailDeps,
  executor: Executor,
  row: BookingRow,
  by: 'visitor' | 'admin',
): Promise<void> {
  const support = supportOf(row)
  const bookAgainUrl = support
    ? `${deps.appUrl}${paths.dashboardSupport}`
    : `${deps.appUrl}${paths.home}#${CALENDAR_ELEMENT_ID}`
  await deps.email.queue(executor, {
    to: row.email,
    template: support ? 'support-call-cancelled' : 'demo-call-cancelled',
    content: (support ? supportCallCancelledEmail : demoCallCancelledEmail)(
      callDetails(row),
      by,
      bookAgainUrl,
    ),
    attachments: [
      calendarFile(row, { method: 'CANCEL', manageUrl: bookAgainUrl, organizerEmail: deps.supportEmail }),
    ],
  })
  if (by === 'visitor') await deps.email.queue(executor, teamNotice(deps, row, 'cancelled'))
}

export async function queueReminderEmail(
  deps: EmailDeps,
  executor: Executor,
  row: BookingRow,
): Promise<void> {
  await deps.email.queue(executor, { to: row.email, ...visitorEmail(deps, row, 'reminder') })
}
