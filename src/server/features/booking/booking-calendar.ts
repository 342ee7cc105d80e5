import { createEvent } from 'ics'
import { BRAND } from '#shared/brand.ts'
import type { OutboxAttachment } from '../../db/schema/infrastructure.ts'

export interface CalendarBooking {
  id: string
  startAt: Date
  endAt: Date
  sequence: number
  kind: string
  /** A support call's room: the event's location and link. */
  videoUrl: string | null
}

export interface CalendarOptions {
  /** PUBLISH adds or updates the event; CANCEL removes it from the visitor's calendar. */
  method: 'PUBLISH' | 'CANCEL'
  /** The booking page, from the signed link (cancel or reschedule there). */
  manageUrl: string
  /** Shown as the organiser; replies go there. */
  organizerEmail: string
}

export const CALENDAR_FILENAME = 'demo-call.ics'
export const CALENDAR_TITLE = `${BRAND.name} demo call`
export const SUPPORT_CALENDAR_FILENAME = 'video-call.ics'
export const SUPPORT_CALENDAR_TITLE = `${BRAND.name} support video call`

/**
 * The calendar file sent with each booking e-mail (RFC 5545, read by Google Calendar, Outlook and Apple
 * Calendar). Times are in UTC (DTSTART…Z), so every calendar shows the call at the visitor's own local
 * time. The UID is the booking's, and SEQUENCE its change count, so a moved or cancelled call updates
 * the event already in the calendar rather than adding a second one.
 */
export function calendarFile(booking: CalendarBooking, options: CalendarOptions): OutboxAttachment {
  const video = booking.kind === 'support' ? booking.videoUrl : null
  const { error, value } = createEvent({
    productId: `${BRAND.name}/demo-booking`,
    method: options.method,
    uid: `${booking.id}@demo-booking.postcraft`,
    sequence: booking.sequence,
    start: booking.startAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: video ? SUPPORT_CALENDAR_TITLE : CALENDAR_TITLE,
    description: video
      ? `Your video call with the ${BRAND.name} team: ${video}\nTo move or cancel it: ${options.manageUrl}`
      : `Your free demo call with the ${BRAND.name} team. To cancel or move it: ${options.manageUrl}`,
    ...(video ? { location: video } : {}),
    url: video ?? options.manageUrl,
    status: options.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: BRAND.name, email: options.organizerEmail },
  })
  if (error || !value) throw error ?? new Error('calendar file not created')
  return {
    filename: video ? SUPPORT_CALENDAR_FILENAME : CALENDAR_FILENAME,
    contentType: `text/calendar; charset=utf-8; method=${options.method}`,
    content: value,
  }
}
