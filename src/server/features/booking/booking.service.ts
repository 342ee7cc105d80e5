import type { z } from 'zod'
import { checkStart, freeSlots, type SlotContext, type StartCheck } from '#shared/booking/slots.ts'
import { ENGLAND_AND_WALES_BANK_HOLIDAYS } from '#shared/catalogue/bank-holidays.ts'
import { BOOKING_DAYS_SHOWN, DEFAULT_AVAILABILITY } from '#shared/catalogue/booking.ts'
import { withinOfficeHours } from '#shared/catalogue/support-calls.ts'
import { AppError } from '#shared/errors.ts'
import { londonDateKey } from '#shared/format/dates.ts'
import {
  type Availability,
  availabilitySchema,
  BOOKING_MESSAGES,
  type Booking,
  type BookingKind,
  type createBookingSchema,
  slotTooFarMessage,
  slotTooSoonMessage,
} from '#shared/schemas/booking.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { EmailService } from '../../email/email.service.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import {
  type BookingRow,
  findAvailability,
  insertBooking,
  listBookedTimes,
  lockBookingCalendar,
} from './booking.repo.ts'
import { queueBookedEmails } from './booking-emails.ts'
import type { BookingLinks } from './booking-links.ts'
import { scheduleReminder } from './booking-reminder.ts'
import { recordChatbotBooking } from './chatbot-outcome.repo.ts'

export interface BookingDeps {
  db: Database
  email: EmailService
  /** The public address: the base of every link in an e-mail. */
  appUrl: string
  /** SUPPORT_EMAIL: the team hears of bookings there, and calendar files name it as organiser. */
  supportEmail: string
  links: BookingLinks
  /** The clock for booking windows (tests set one to stand on either side of a clock change). */
  now(): Date
  notices: Notices
  /** The rules a support call is moved under (its customer's plan now); refused when it has no calls. */
  supportRules(executor: Executor, row: BookingRow): Promise<CallRules>
}

const DAY_MS = 24 * 60 * 60_000
const bankHolidays: ReadonlySet<string> = new Set(
  ENGLAND_AND_WALES_BANK_HOLIDAYS.map((holiday) => holiday.date),
)

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    name: row.name,
    email: row.email,
    businessName: row.businessName,
    topic: row.topic,
    status: row.status as Booking['status'],
    kind: row.kind as BookingKind,
    videoUrl: row.videoUrl,
  }
}

/**
 * The saved availability of a kind of call, or the defaults until an administrator saves one (support
 * hours start as the demo hours).
 */
export async function loadAvailability(
  executor: Executor,
  kind: BookingKind = 'demo',
): Promise<Availability> {
  const saved = (await findAvailability(executor, kind)) ?? (await findAvailability(executor, 'demo'))
  return saved ? availabilitySchema.parse(saved) : DEFAULT_AVAILABILITY
}

/** Which calls a request is about: demo or support, and (support without 24/7) office hours only. */
export interface CallRules {
  kind: BookingKind
  officeHoursOnly: boolean
}

export const DEMO_CALLS: CallRules = { kind: 'demo', officeHoursOnly: false }

const fitsRules = (rules: CallRules) => (slot: { start: Date; end: Date }) =>
  !rules.officeHoursOnly || withinOfficeHours(slot, bankHolidays)

/**
 * Everything the slot rules need, read in the caller's transaction: the availability, and the calls
 * booked around the window of starts asked about (`except`: a booking being moved).
 */
export async function slotContext(
  executor: Executor,
  now: Date,
  window: (availability: Availability) => { from: Date; to: Date },
  kind: BookingKind,
  except?: string,
): Promise<SlotContext> {
  const availability = await loadAvailability(executor, kind)
  const starts = window(availability)
  // A day either side covers any call and buffer that could overlap the window.
  const from = new Date(starts.from.getTime() - DAY_MS)
  const to = new Date(starts.to.getTime() + DAY_MS)
  const booked = await listBookedTimes(executor, kind, from, to, except)
  return { availability, now, booked, bankHolidays }
}

/** The free times of the next days that have any (at most BOOKING_DAYS_SHOWN days). */
export async function listSlots(
  deps: Pick<BookingDeps, 'db' | 'now'>,
  except?: string,
  rules: CallRules = DEMO_CALLS,
) {
  const now = deps.now()
  const horizon = (availability: Availability) => ({
    from: now,
    to: new Date(now.getTime() + availability.horizonDays * DAY_MS),
  })
  const context = await slotContext(deps.db, now, horizon, rules.kind, except)
  const slots = freeSlots(context, rules.officeHoursOnly ? Number.POSITIVE_INFINITY : BOOKING_DAYS_SHOWN)
    .filter(fitsRules(rules))
    .filter(onFirstDays(BOOKING_DAYS_SHOWN))
  return {
    slotMinutes: context.availability.slotMinutes,
    slots: slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
  }
}

/** The refusal for a start the rules reject, naming the field, with words a visitor can act on. */
export function startRefusal(
  check: Extract<StartCheck, { ok: false }>,
  availability: Availability,
): AppError {
  const messages = {
    past: BOOKING_MESSAGES.slotPast,
    too_soon: slotTooSoonMessage(availability.minNoticeHours),
    too_far: slotTooFarMessage(availability.horizonDays),
    outside_hours: BOOKING_MESSAGES.slotOutsideHours,
    taken: BOOKING_MESSAGES.slotTaken,
  }
  const message = messages[check.reason]
  return new AppError(check.reason === 'taken' ? 'conflict' : 'bad_request', message, { start: message })
}

/**
 * Checks a requested start against the rules in the caller's transaction, holding the calendar until
 * it ends (so a concurrent booking cannot slip into the buffer); the slot when it is free.
 */
export async function requireFreeSlot(
  executor: Executor,
  now: Date,
  start: Date,
  except?: string,
  rules: CallRules = DEMO_CALLS,
) {
  await lockBookingCalendar(executor)
  const context = await slotContext(executor, now, () => ({ from: start, to: start }), rules.kind, except)
  const check = checkStart(context, start)
  if (!check.ok) throw startRefusal(check, context.availability)
  if (!fitsRules(rules)(check.slot)) {
    const message = BOOKING_MESSAGES.supportOutsideOfficeHours
    throw new AppError('bad_request', message, { start: message })
  }
  return check.slot
}

/** Keeps the slots of the first `days` UK days that have any. */
function onFirstDays(days: number) {
  const seen = new Set<string>()
  return (slot: { start: Date }) => {
    const day = londonDateKey(slot.start)
    if (!seen.has(day) && seen.size >= days) return false
    seen.add(day)
    return true
  }
}

type CreateBookingInput = z.output<typeof createBookingSchema>

/**
 * Books a demo call. The rules are checked in the transaction, and the insert itself is refused by the
 * unique index when another request took the time meanwhile. The confirmation (with its calendar
 * file), the team's notice, the reminder job and the chatbot conversation's outcome commit with it.
 */
export async function bookDemoCall(deps: BookingDeps, input: CreateBookingInput) {
  const now = deps.now()
  const row = await deps.db.transaction(async (tx) => {
    const slot = await requireFreeSlot(tx, now, new Date(input.start))
    const fromChatbot = input.conversationId ? await recordChatbotBooking(tx, input.conversationId) : false
    const booking = await insertBooking(tx, {
      startAt: slot.start,
      endAt: slot.end,
      name: input.name,
      email: input.email,
      businessName: input.businessName,
      topic: input.topic,
      visitorTimeZone: input.timeZone ?? null,
      conversationId: fromChatbot ? (input.conversationId ?? null) : null,
    })
    if (!booking)
      throw new AppError('conflict', BOOKING_MESSAGES.slotTaken, { start: BOOKING_MESSAGES.slotTaken })
    await scheduleReminder(tx, booking, now)
    await queueBookedEmails(deps, tx, booking, 'booked')
    return booking
  })
  tellBookingsChanged(deps)
  return { booking: toBooking(row), notice: BOOKING_MESSAGES.booked }
}

/** Administrators' booking lists and the outbox views refresh. */
export function tellBookingsChanged(deps: Pick<BookingDeps, 'notices'>): void {
  deps.notices.tell('bookings', { admins: true })
  deps.notices.tell('emails', { admins: true })
}
