import { stringify } from 'csv-stringify'
import { BANK_HOLIDAYS_COVER, ENGLAND_AND_WALES_BANK_HOLIDAYS } from '#shared/catalogue/bank-holidays.ts'
import { BOOKINGS_PAGE_SIZE } from '#shared/catalogue/booking.ts'
import { AppError } from '#shared/errors.ts'
import { formatDateTime, londonDateKey } from '#shared/format/dates.ts'
import { spreadsheetSafe } from '#shared/format/spreadsheet.ts'
import {
  type AdminBooking,
  type Availability,
  BOOKING_MESSAGES,
  type BookingKind,
} from '#shared/schemas/booking.ts'
import { pageOffset } from '#shared/schemas/paging.ts'
import type { Executor } from '../../db/client.ts'
import {
  type BookingRow,
  countUpcoming,
  listUpcoming,
  lockBooking,
  saveAvailability,
  saveSupportAvailability,
  updateBooking,
} from './booking.repo.ts'
import { type BookingDeps, loadAvailability, tellBookingsChanged, toBooking } from './booking.service.ts'
import { queueCancelledEmails } from './booking-emails.ts'

export function toAdminBooking(row: BookingRow): AdminBooking {
  return {
    ...toBooking(row),
    customerId: row.customerId,
    priority: row.priority,
    timeZone: row.visitorTimeZone,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function getAvailability(executor: Executor, now: Date, kind: BookingKind = 'demo') {
  const today = londonDateKey(now)
  return {
    availability: await loadAvailability(executor, kind),
    bankHolidays: ENGLAND_AND_WALES_BANK_HOLIDAYS.filter((holiday) => holiday.date >= today),
    bankHolidaysCover: BANK_HOLIDAYS_COVER,
  }
}

/** Saves the availability; calls already booked stay booked, whatever the new hours. */
export async function setAvailability(deps: BookingDeps, availability: Availability) {
  const daysOff = [...availability.daysOff].sort()
  await saveAvailability(deps.db, { ...availability, daysOff })
  deps.notices.tell('bookings', { admins: true })
  return { ...(await getAvailability(deps.db, deps.now())), notice: BOOKING_MESSAGES.availabilitySaved }
}

/** Saves the support hours (customers' video calls); calls already booked stay booked. */
export async function setSupportAvailability(deps: BookingDeps, availability: Availability) {
  const daysOff = [...availability.daysOff].sort()
  await saveSupportAvailability(deps.db, { ...availability, daysOff })
  deps.notices.tell('bookings', { admins: true })
  return {
    ...(await getAvailability(deps.db, deps.now(), 'support')),
    notice: BOOKING_MESSAGES.supportAvailabilitySaved,
  }
}

export async function listUpcomingBookings(deps: Pick<BookingDeps, 'db' | 'now'>, page: number) {
  const now = deps.now()
  const [rows, total] = await Promise.all([
    listUpcoming(deps.db, now, BOOKINGS_PAGE_SIZE, pageOffset(page, BOOKINGS_PAGE_SIZE)),
    countUpcoming(deps.db, now),
  ])
  return { bookings: rows.map(toAdminBooking), page, pageSize: BOOKINGS_PAGE_SIZE, total }
}

/** Cancels a call for the team: its time is free again, and the visitor is e-mailed. */
export async function cancelBookingAsAdmin(deps: BookingDeps, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id)
    if (!booking) throw new AppError('not_found', BOOKING_MESSAGES.notFound)
    if (booking.status !== 'confirmed') throw new AppError('conflict', BOOKING_MESSAGES.alreadyCancelled)
    const cancelled = await updateBooking(tx, id, {
      status: 'cancelled',
      cancelledAt: deps.now(),
      cancelledBy: 'admin',
      sequence: booking.sequence + 1,
    })
    if (!cancelled) throw new Error('cancelled booking vanished')
    await queueCancelledEmails(deps, tx, cancelled, 'admin')
    return cancelled
  })
  tellBookingsChanged(deps)
  return { booking: toAdminBooking(row), notice: BOOKING_MESSAGES.cancelledByAdmin }
}

const CSV_COLUMNS = [
  { key: 'start', header: 'Start (UK time)' },
  { key: 'end', header: 'End (UK time)' },
  { key: 'startUtc', header: 'Start (UTC)' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'businessName', header: 'Business name' },
  { key: 'topic', header: 'What they would like to discuss' },
  { key: 'timeZone', header: 'Visitor time zone' },
  { key: 'bookedAt', header: 'Booked at (UK time)' },
  { key: 'conversationId', header: 'Chatbot conversation' },
]

/** Every upcoming call as CSV (a stream: the file is written as it is sent). */
export async function upcomingBookingsCsv(deps: Pick<BookingDeps, 'db' | 'now'>) {
  const now = deps.now()
  const rows = await listUpcoming(deps.db, now, await countUpcoming(deps.db, now), 0)
  const csv = stringify({ header: true, columns: CSV_COLUMNS })
  for (const row of rows) {
    csv.write({
      start: formatDateTime(row.startAt),
      end: formatDateTime(row.endAt),
      startUtc: row.startAt.toISOString(),
      name: spreadsheetSafe(row.name),
      email: spreadsheetSafe(row.email),
      businessName: spreadsheetSafe(row.businessName),
      topic: spreadsheetSafe(row.topic),
      timeZone: row.visitorTimeZone ?? '',
      bookedAt: formatDateTime(row.createdAt),
      conversationId: row.conversationId ?? '',
    })
  }
  csv.end()
  return csv
}
