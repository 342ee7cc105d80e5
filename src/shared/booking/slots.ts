import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns/addDays'
import { addMinutes } from 'date-fns/addMinutes'
import { UK_TIME_ZONE } from '../format/dates.ts'
import { type Availability, WEEKDAYS, type Weekday } from '../schemas/booking.ts'

/**
 * Demo-call slots, computed from an administrator's availability. Pure: the clock (`now`), the booked
 * calls and the bank holidays come in as arguments. Opening hours are UK wall-clock times, turned into
 * instants through the Europe/London rules of @date-fns/tz, so 09:00 is 09:00 in London on either side
 * of a clock change (08:00 UTC in summer, 09:00 UTC in winter).
 */

export interface TimeRange {
  start: Date
  end: Date
}

export interface SlotContext {
  availability: Availability
  now: Date
  /** Confirmed bookings: their times, and the buffer around them, are not offered. */
  booked: readonly TimeRange[]
  /** UK days (YYYY-MM-DD) that are bank holidays; left out when the availability says so. */
  bankHolidays: ReadonlySet<string>
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

interface DayKey {
  year: number
  /** 1 to 12. */
  month: number
  day: number
}

const pad2 = (n: number) => String(n).padStart(2, '0')
const keyOf = ({ year, month, day }: DayKey) => `${year}-${pad2(month)}-${pad2(day)}`

/** The UK calendar day an instant falls on. */
export function ukDayOf(instant: Date): DayKey {
  const london = new TZDate(instant.getTime(), UK_TIME_ZONE)
  return { year: london.getFullYear(), month: london.getMonth() + 1, day: london.getDate() }
}

/** The instant of a UK wall-clock time ("09:30") on a UK day. */
function ukInstant(day: DayKey, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return new Date(new TZDate(day.year, day.month - 1, day.day, hours, minutes, UK_TIME_ZONE).getTime())
}

function weekdayOf(day: DayKey): Weekday {
  // Noon is on the same day whatever the clock change; getDay() counts from Sunday.
  const index = new TZDate(day.year, day.month - 1, day.day, 12, 0, UK_TIME_ZONE).getDay()
  return WEEKDAYS[(index + 6) % 7] as Weekday
}

function isClosedDay(context: Pick<SlotContext, 'availability' | 'bankHolidays'>, day: DayKey): boolean {
  const key = keyOf(day)
  const { availability } = context
  return (
    availability.daysOff.includes(key) || (availability.excludeBankHolidays && context.bankHolidays.has(key))
  )
}

/**
 * Every slot the opening hours give on one UK day, booked or not, past or not: from the start of each
 * range, one call length plus the buffer apart, while the call ends within the range.
 */
export function slotsOfDay(
  context: Pick<SlotContext, 'availability' | 'bankHolidays'>,
  day: DayKey,
): TimeRange[] {
  if (isClosedDay(context, day)) return []
  const { availability } = context
  const ranges = [...availability.weeklyHours[weekdayOf(day)]].sort((a, b) => a.start.localeCompare(b.start))
  const slots: TimeRange[] = []
  for (const range of ranges) {
    const rangeEnd = ukInstant(day, range.end)
    for (let start = ukInstant(day, range.start); ; ) {
      const end = addMinutes(start, availability.slotMinutes)
      if (end > rangeEnd) break
      slots.push({ start, end })
      start = addMinutes(end, availability.bufferMinutes)
    }
  }
  return slots
}

/** Whether a slot meets a booked call or the buffer after or before it. */
function isTaken(slot: TimeRange, booked: readonly TimeRange[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE_MS
  return booked.some(
    (call) =>
      call.start.getTime() < slot.end.getTime() + buffer &&
      slot.start.getTime() < call.end.getTime() + buffer,
  )
}

/** The window in which a call may start: after the minimum notice, before the horizon. */
function bookingWindow(availability: Availability, now: Date): { earliest: Date; latest: Date } {
  return {
    earliest: new Date(now.getTime() + availability.minNoticeHours * HOUR_MS),
    latest: new Date(now.getTime() + availability.horizonDays * DAY_MS),
  }
}

/**
 * The free slots, soonest first: within the booking window, on open days, clear of booked calls.
 * `maxDays` stops after that many UK days that have at least one.
 */
export function freeSlots(context: SlotContext, maxDays = Number.POSITIVE_INFINITY): TimeRange[] {
  const { availability, now, booked } = context
  const { earliest, latest } = bookingWindow(availability, now)
  const today = new TZDate(now.getTime(), UK_TIME_ZONE)
  const found: TimeRange[] = []
  let days = 0
  for (let offset = 0; offset <= availability.horizonDays && days < maxDays; offset++) {
    const day = ukDayOf(addDays(today, offset))
    const free = slotsOfDay(context, day).filter(
      (slot) =>
        slot.start >= earliest && slot.start < latest && !isTaken(slot, booked, availability.bufferMinutes),
    )
    if (free.length > 0) days++
    found.push(...free)
  }
  return found
}

export type StartCheck =
  | { ok: true; slot: TimeRange }
  | { ok: false; reason: 'past' | 'too_soon' | 'too_far' | 'outside_hours' | 'taken' }

/** Whether a visitor may book a call starting at `start`, and if not, why not. */
export function checkStart(context: SlotContext, start: Date): StartCheck {
  const { availability, now } = context
  const { earliest, latest } = bookingWindow(availability, now)
  if (start <= now) return { ok: false, reason: 'past' }
  if (start < earliest) return { ok: false, reason: 'too_soon' }
  if (start >= latest) return { ok: false, reason: 'too_far' }
  const slot = slotsOfDay(context, ukDayOf(start)).find((s) => s.start.getTime() === start.getTime())
  if (!slot) return { ok: false, reason: 'outside_hours' }
  if (isTaken(slot, context.booked, availability.bufferMinutes)) return { ok: false, reason: 'taken' }
  return { ok: true, slot }
}
