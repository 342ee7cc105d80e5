import { z } from 'zod'
import { BOOKING_LIMITS } from '../catalogue/booking.ts'
import type { FinalOutcome } from './chatbot.ts'
import { boundedText, EmailSchema, requiredText, TEXT_LIMITS } from './fields.ts'
import { pageInfoShape } from './paging.ts'

// Messages, word for word wherever they are shown or tested.

export const BOOKING_MESSAGES = {
  booked: 'Your demo call is booked',
  rescheduled: 'Your demo call has been moved',
  cancelled: 'Your demo call has been cancelled',
  cancelledByAdmin: 'Booking cancelled and the visitor e-mailed',
  availabilitySaved: 'Availability saved',
  slotTaken: 'Sorry, that time has just been booked. Please choose another time.',
  slotPast: 'That time has passed. Please choose a later time.',
  slotOutsideHours: 'That time is not one we offer. Please choose one of the times shown.',
  sameSlot: 'Your call is already at that time. Please choose another time.',
  linkInvalid: 'This booking link is not valid. Please use the link in your latest confirmation e-mail.',
  linkExpired: 'This booking link has expired: the call time has passed.',
  linkReplaced:
    'This booking link was replaced when your call was moved. Please use the link in your latest confirmation e-mail.',
  alreadyCancelled: 'This booking has already been cancelled.',
  notFound: 'Booking not found',
  supportBooked: 'Your video call is booked. We have e-mailed you its link and a calendar file.',
  supportNotIncluded:
    'Video calls with our team are part of the Pro and Premium plans. Upgrade your plan to book one.',
  supportOutsideOfficeHours:
    'Your plan includes video calls in office hours (Monday to Friday, 09:00 to 17:30 UK time). Please choose one of the times shown, or upgrade to Premium for 24/7 support.',
  supportAvailabilitySaved: 'Support hours saved',
} as const

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/
const DATE_KEY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const timeOfDay = z.string().regex(TIME_OF_DAY, 'Use the 24-hour clock, for example 09:30')

/** Opening hours of one range on one weekday, UK time: the end is after the start. */
export const hoursRangeSchema = z
  .object({ start: timeOfDay, end: timeOfDay })
  .refine((range) => range.start < range.end, { message: 'The end must be after the start', path: ['end'] })
export type HoursRange = z.infer<typeof hoursRangeSchema>

const dayHoursSchema = z
  .array(hoursRangeSchema)
  .max(BOOKING_LIMITS.rangesPerDay, `At most ${BOOKING_LIMITS.rangesPerDay} ranges a day`)
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start))
      return sorted.every((range, i) => i === 0 || (sorted[i - 1]?.end ?? '') <= range.start)
    },
    { message: 'The ranges of a day must not overlap' },
  )

/** A calendar day as YYYY-MM-DD (UK). */
export const dateKeySchema = z.string().regex(DATE_KEY, 'Use a date like 2026-12-24')

const wholeNumber = (label: string, { min, max }: { min: number; max: number }, unit: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min} ${unit}`)
    .max(max, `${label} must be at most ${max} ${unit}`)

/**
 * When visitors can book a demo call, all in UK time (Europe/London): weekly opening hours, the call's
 * length, a buffer after each call, how much notice a booking needs, how far ahead one may book, and
 * days off. Bank holidays in England and Wales are left out unless `excludeBankHolidays` is false.
 */
export const availabilitySchema = z.object({
  weeklyHours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as {
      [day in Weekday]: typeof dayHoursSchema
    },
  ),
  slotMinutes: wholeNumber('Call length', BOOKING_LIMITS.slotMinutes, 'minutes'),
  bufferMinutes: wholeNumber('Buffer', BOOKING_LIMITS.bufferMinutes, 'minutes'),
  minNoticeHours: wholeNumber('Minimum notice', BOOKING_LIMITS.minNoticeHours, 'hours'),
  horizonDays: wholeNumber('Booking horizon', BOOKING_LIMITS.horizonDays, 'days'),
  excludeBankHolidays: z.boolean(),
  daysOff: z
    .array(dateKeySchema)
    .max(BOOKING_LIMITS.daysOff, `At most ${BOOKING_LIMITS.daysOff} days off`)
    .refine((days) => new Set(days).size === days.length, 'Each day off only once'),
})
export type Availability = z.infer<typeof availabilitySchema>

/** A bookable time: start and end as ISO instants (UTC); the client shows them in the visitor's zone. */
export const slotSchema = z.object({ start: z.string(), end: z.string() })
export type Slot = z.infer<typeof slotSchema>

/** GET /api/booking/slots: the free times of the next days that have any. */
export const slotsResponseSchema = z.object({
  slotMinutes: z.number().int(),
  slots: z.array(slotSchema),
})
export type SlotsResponse = z.infer<typeof slotsResponseSchema>

/** An IANA time zone this runtime knows ('Europe/Paris'); the visitor's, for their e-mails. */
export const TimeZoneSchema = z
  .string()
  .max(64, 'Unknown time zone')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: zone })
      return true
    } catch {
      return false
    }
  }, 'Unknown time zone')

const startSchema = z.iso.datetime({ offset: true, error: 'Please choose a time' })

/** The booking form (spec §1 book a demo call): who, which business, what about, and which time. */
export const bookingFormSchema = z.object({
  name: requiredText({
    label: 'Name',
    max: TEXT_LIMITS.displayName,
    requiredMessage: 'Please enter your name',
  }),
  email: EmailSchema,
  businessName: requiredText({
    label: 'Business name',
    max: TEXT_LIMITS.short,
    requiredMessage: 'Please enter your business name',
  }),
  topic: boundedText({ label: 'What you would like to discuss', max: TEXT_LIMITS.message, multiline: true }),
})
export type BookingForm = z.input<typeof bookingFormSchema>

/** POST /api/booking/bookings. `conversationId`: the chatbot conversation the visitor came from. */
export const createBookingSchema = bookingFormSchema.extend({
  start: startSchema,
  timeZone: TimeZoneSchema.optional(),
  conversationId: z.uuid('Unknown conversation').optional(),
})
export type CreateBooking = z.input<typeof createBookingSchema>

export const bookingStatuses = ['confirmed', 'cancelled'] as const
/** demo: a visitor's demo call; support: a customer's support video call. */
export const bookingKinds = ['demo', 'support'] as const
export type BookingKind = (typeof bookingKinds)[number]

/** A booking as its visitor sees it. */
export const bookingSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  name: z.string(),
  email: z.string(),
  businessName: z.string(),
  topic: z.string(),
  status: z.enum(bookingStatuses),
  kind: z.enum(bookingKinds),
  /** A support call's video room; null for a demo call (the team sends its link). */
  videoUrl: z.string().nullable(),
})
export type Booking = z.infer<typeof bookingSchema>

export const bookingResponseSchema = z.object({ booking: bookingSchema, notice: z.string() })
export type BookingResponse = z.infer<typeof bookingResponseSchema>

/** The signed link's token, from the confirmation e-mail (`/booking?token=…`). */
const tokenSchema = z.string().min(1, BOOKING_MESSAGES.linkInvalid).max(300, BOOKING_MESSAGES.linkInvalid)
export const manageQuerySchema = z.object({ token: tokenSchema })
export const manageBookingResponseSchema = z.object({ booking: bookingSchema })
export const cancelManagedBookingSchema = z.object({ token: tokenSchema })
export const rescheduleBookingSchema = z.object({
  token: tokenSchema,
  start: startSchema,
  timeZone: TimeZoneSchema.optional(),
})
/** A moved booking gets new links (the old ones stop working): `token` is the new link's. */
export const rescheduleResponseSchema = bookingResponseSchema.extend({ token: z.string() })
export type RescheduleResponse = z.infer<typeof rescheduleResponseSchema>

// Administrators

export const adminBookingSchema = bookingSchema.extend({
  /** A support call's customer (their account); null for a demo call. */
  customerId: z.string().nullable(),
  /** Booked on a plan with priority support: marked and listed first. */
  priority: z.boolean(),
  timeZone: z.string().nullable(),
  conversationId: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminBooking = z.infer<typeof adminBookingSchema>

export const adminBookingListSchema = z.object({ bookings: z.array(adminBookingSchema), ...pageInfoShape })
export type AdminBookingList = z.infer<typeof adminBookingListSchema>

export const bookingParamsSchema = z.object({ id: z.uuid('Unknown booking') })

/** POST /api/admin/bookings/:id/cancel */
export const adminCancelResponseSchema = z.object({ booking: adminBookingSchema, notice: z.string() })

export const availabilityResponseSchema = z.object({
  availability: availabilitySchema,
  /** The bank holidays the product knows, from today on, and the years the list covers. */
  bankHolidays: z.array(z.object({ date: z.string(), name: z.string() })),
  bankHolidaysCover: z.object({ from: z.number().int(), to: z.number().int() }),
})
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>

export const saveAvailabilityResponseSchema = availabilityResponseSchema.extend({ notice: z.string() })

export const slotTooSoonMessage = (hours: number) =>
  `We need at least ${hours} hours' notice. Please choose a later time.`
export const slotTooFarMessage = (days: number) =>
  `We take bookings up to ${days} days ahead. Please choose an earlier time.`

/**
 * What a booking made from the chatbot writes on its conversation (chatbot_conversations): the
 * conversation's outcome, and the conversion the chatbot's conversion rate counts.
 */
export const CHATBOT_BOOKING_OUTCOME = {
  finalOutcome: 'demo_booked',
  conversionType: 'demo_booked',
} as const satisfies { finalOutcome: FinalOutcome; conversionType: string }

/**
 * The chatbot's hand-off link opens the booking section with these filled in, read from the address's
 * query or from after `#calendar-booking?` in its fragment (which never reaches the server's logs).
 */
export const BOOKING_LINK_PARAMS = { name: 'name', email: 'email', conversationId: 'conversation' } as const

// Customers' support video calls (Pro and Premium)

/** POST /api/support-calls: which time, and what about. */
export const createSupportCallSchema = z.object({
  start: startSchema,
  topic: boundedText({ label: 'What you would like to discuss', max: TEXT_LIMITS.message, multiline: true }),
  timeZone: TimeZoneSchema.optional(),
})
export type CreateSupportCall = z.input<typeof createSupportCallSchema>

/** GET /api/support-calls/slots: what the plan includes, and its free times (none without video calls). */
export const supportCallSlotsSchema = slotsResponseSchema.extend({
  included: z.boolean(),
  anyHour: z.boolean(),
  planTitle: z.string().nullable(),
})
export type SupportCallSlots = z.infer<typeof supportCallSlotsSchema>

/** A customer's own support call, with the page that moves or cancels it (the signed link). */
export const supportCallSchema = bookingSchema.extend({ manageUrl: z.string() })
export type SupportCall = z.infer<typeof supportCallSchema>

export const supportCallListSchema = z.object({ calls: z.array(supportCallSchema) })
export const supportCallResponseSchema = z.object({ call: supportCallSchema, notice: z.string() })
