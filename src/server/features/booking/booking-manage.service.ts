import type { z } from 'zod'
import { AppError } from '#shared/errors.ts'
import { BOOKING_MESSAGES, type rescheduleBookingSchema } from '#shared/schemas/booking.ts'
import type { Executor } from '../../db/client.ts'
import {
  type BookingRow,
  findBooking,
  isUniqueViolation,
  lockBooking,
  updateBooking,
} from './booking.repo.ts'
import {
  type BookingDeps,
  type CallRules,
  DEMO_CALLS,
  listSlots,
  requireFreeSlot,
  tellBookingsChanged,
  toBooking,
} from './booking.service.ts'
import { queueBookedEmails, queueCancelledEmails } from './booking-emails.ts'
import { scheduleReminder } from './booking-reminder.ts'

/**
 * What a visitor does through the signed link in their e-mails: see the booking, cancel it, move it.
 * A tampered, expired or replaced link is refused with a message saying which, and changes nothing.
 */

const refuse = (message: string) => new AppError('bad_request', message, { token: message })

/**
 * The booking the token names, once its signature, expiry and sequence hold. A cancelled booking is
 * returned as it is (the page says so); only a live booking's link must be its latest.
 */
async function linkedBooking(
  deps: Pick<BookingDeps, 'links' | 'now'>,
  executor: Executor,
  token: string,
  options: { lock: boolean },
): Promise<BookingRow> {
  const check = deps.links.verify(token, deps.now())
  if (!check.ok)
    throw refuse(check.reason === 'expired' ? BOOKING_MESSAGES.linkExpired : BOOKING_MESSAGES.linkInvalid)
  const row = options.lock
    ? await lockBooking(executor, check.bookingId)
    : await findBooking(executor, check.bookingId)
  if (!row) throw refuse(BOOKING_MESSAGES.linkInvalid)
  if (row.status === 'confirmed' && row.sequence !== check.sequence)
    throw refuse(BOOKING_MESSAGES.linkReplaced)
  return row
}

function requireConfirmed(row: BookingRow): void {
  if (row.status !== 'confirmed') throw new AppError('conflict', BOOKING_MESSAGES.alreadyCancelled)
}

export async function findManagedBooking(deps: BookingDeps, token: string) {
  const row = await linkedBooking(deps, deps.db, token, { lock: false })
  return { booking: toBooking(row) }
}

const rulesOf = (deps: BookingDeps, executor: Executor, row: BookingRow): Promise<CallRules> =>
  row.kind === 'support' ? deps.supportRules(executor, row) : Promise.resolve(DEMO_CALLS)

/** The free times the linked call may move to: demo hours, or its customer's support hours. */
export async function managedBookingSlots(deps: BookingDeps, token: string) {
  const row = await linkedBooking(deps, deps.db, token, { lock: false })
  requireConfirmed(row)
  return listSlots(deps, row.id, await rulesOf(deps, deps.db, row))
}

/** Cancels the call: its time is free again at once; the visitor and the team are e-mailed. */
export async function cancelManagedBooking(deps: BookingDeps, token: string) {
  const now = deps.now()
  const row = await deps.db.transaction(async (tx) => {
    const booking = await linkedBooking(deps, tx, token, { lock: true })
    requireConfirmed(booking)
    const cancelled = await updateBooking(tx, booking.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: 'visitor',
      sequence: booking.sequence + 1,
    })
    if (!cancelled) throw new Error('cancelled booking vanished')
    await queueCancelledEmails(deps, tx, cancelled, 'visitor')
    return cancelled
  })
  tellBookingsChanged(deps)
  return { booking: toBooking(row), notice: BOOKING_MESSAGES.cancelled }
}

type RescheduleInput = z.output<typeof rescheduleBookingSchema>

/**
 * Moves the call to another free time under the same rules as a new booking. The booking keeps its id
 * (so the calendar file updates the same event) and gets a new sequence, which ends its earlier links;
 * the answer carries the new link's token.
 */
export async function rescheduleManagedBooking(deps: BookingDeps, input: RescheduleInput) {
  const now = deps.now()
  const start = new Date(input.start)
  const row = await deps.db.transaction(async (tx) => {
    const booking = await linkedBooking(deps, tx, input.token, { lock: true })
    requireConfirmed(booking)
    if (booking.startAt.getTime() === start.getTime())
      throw new AppError('bad_request', BOOKING_MESSAGES.sameSlot, { start: BOOKING_MESSAGES.sameSlot })
    const slot = await requireFreeSlot(tx, now, start, booking.id, await rulesOf(deps, tx, booking))
    const moved = await updateBooking(tx, booking.id, {
      startAt: slot.start,
      endAt: slot.end,
      sequence: booking.sequence + 1,
      reminderSentAt: null,
      visitorTimeZone: input.timeZone ?? booking.visitorTimeZone,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError('conflict', BOOKING_MESSAGES.slotTaken, { start: BOOKING_MESSAGES.slotTaken })
      throw error
    })
    if (!moved) throw new Error('moved booking vanished')
    await scheduleReminder(tx, moved, now)
    await queueBookedEmails(deps, tx, moved, 'moved')
    return moved
  })
  tellBookingsChanged(deps)
  return { booking: toBooking(row), notice: BOOKING_MESSAGES.rescheduled, token: deps.links.token(row) }
}
