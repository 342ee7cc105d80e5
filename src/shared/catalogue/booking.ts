import type { Availability } from '../schemas/booking.ts'

/**
 * Demo-call booking: the defaults an administrator starts from and the bounds of every setting
 * (spec §1 "book a demo call"; the numbers are ours, the specification embeds a third-party calendar).
 */
export const BOOKING_LIMITS = {
  slotMinutes: { min: 15, max: 240 },
  bufferMinutes: { min: 0, max: 120 },
  minNoticeHours: { min: 0, max: 336 },
  horizonDays: { min: 1, max: 180 },
  /** Opening hours per weekday: up to three ranges (a morning and an afternoon, say). */
  rangesPerDay: 3,
  daysOff: 366,
} as const

/** What the free demo call is for, as the pricing page says it (the chatbot answers with it too). */
export const DEMO_CALL_OFFER =
  'Book a free demo call and we will show you real examples and recommend a plan for your business.'

/** The home page lists the free times of at most this many days (the next ones that have any). */
export const BOOKING_DAYS_SHOWN = 14

/** Administrators' list of upcoming calls, per page. */
export const BOOKINGS_PAGE_SIZE = 50

/** The reminder e-mail goes this long before the call (not at all for a call booked closer to it). */
export const BOOKING_REMINDER_HOURS_BEFORE = 24

const weekdayHours = [{ start: '09:00', end: '17:00' }]

/** Until an administrator saves availability: weekdays 9 to 5, UK time, half-hour calls on the hour. */
export const DEFAULT_AVAILABILITY: Availability = {
  weeklyHours: {
    monday: weekdayHours,
    tuesday: weekdayHours,
    wednesday: weekdayHours,
    thursday: weekdayHours,
    friday: weekdayHours,
    saturday: [],
    sunday: [],
  },
  slotMinutes: 30,
  bufferMinutes: 30,
  minNoticeHours: 12,
  horizonDays: 30,
  excludeBankHolidays: true,
  daysOff: [],
}
