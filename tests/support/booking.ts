import { and, count, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { demoBookings } from '#server/db/schema/booking.ts'
import { DEFAULT_AVAILABILITY } from '#shared/catalogue/booking.ts'
import type { Availability } from '#shared/schemas/booking.ts'
import { signIn, TEST_ADMIN, TEST_APP_URL, type TestApp, withCookie } from './test-app.ts'

const closed = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }

/** Open at weekends only, 09:00 to 11:00 UK time, half-hour calls back to back, no notice needed. */
export const WEEKEND_MORNINGS: Availability = {
  ...DEFAULT_AVAILABILITY,
  weeklyHours: {
    ...closed,
    saturday: [{ start: '09:00', end: '11:00' }],
    sunday: [{ start: '09:00', end: '11:00' }],
  },
  slotMinutes: 30,
  bufferMinutes: 0,
  minNoticeHours: 0,
  horizonDays: 14,
}

/** A clock the test moves; the server's booking rules read it. */
export class MovableClock {
  time: Date
  constructor(start: string) {
    this.time = new Date(start)
  }
  readonly now = () => new Date(this.time)
  set(iso: string): void {
    this.time = new Date(iso)
  }
}

let address = 0
/** A new visitor address per request, so per-address limits do not mix up tests. */
export function fromFreshAddress(options: InjectOptions): InjectOptions {
  address++
  return { ...options, remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}` }
}

export function visitor(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Baker',
    email: 'ada@example.co.uk',
    businessName: 'Baker & Sons',
    topic: 'Instagram for a bakery',
    timeZone: 'Europe/Paris',
    ...overrides,
  }
}

export function book(t: TestApp, start: string, overrides: Record<string, unknown> = {}) {
  return t.app.inject(
    fromFreshAddress({
      method: 'POST',
      url: '/api/booking/bookings',
      headers: { origin: TEST_APP_URL },
      payload: { ...visitor(overrides), start },
    }),
  )
}

export async function slotStarts(t: TestApp): Promise<string[]> {
  const response = await t.app.inject(fromFreshAddress({ method: 'GET', url: '/api/booking/slots' }))
  if (response.statusCode !== 200) throw new Error(`slots: ${response.statusCode} ${response.body}`)
  return (response.json() as { slots: { start: string }[] }).slots.map((slot) => slot.start)
}

export async function saveAvailability(t: TestApp, availability: Availability): Promise<void> {
  const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  const response = await t.app.inject(
    withCookie(admin, { method: 'PUT', url: '/api/admin/bookings/availability', payload: availability }),
  )
  if (response.statusCode !== 200) throw new Error(`availability: ${response.statusCode} ${response.body}`)
}

export async function confirmedCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(demoBookings)
    .where(and(eq(demoBookings.status, 'confirmed')))
  return row?.n ?? 0
}

/** The calendar file attached to an outbox row. */
export function calendarOf(message: { attachments: { filename: string; content: string }[] }): string {
  const file = message.attachments.find((attachment) => attachment.filename.endsWith('.ics'))
  if (!file) throw new Error('no calendar file attached')
  return file.content
}

/** A property of the calendar file's event, lines unfolded (RFC 5545 §3.1). */
export function calendarProperty(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '')
  return unfolded
    .split(/\r?\n/)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.split(':')
    .slice(1)
    .join(':')
}

/** DTSTART's UTC form (20260329T080000Z) as an ISO instant. */
export function calendarStart(ics: string): string {
  const value = calendarProperty(ics, 'DTSTART') ?? ''
  const match = value.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/)
  if (!match) throw new Error(`DTSTART is not in UTC: ${value}`)
  const [, y, mo, d, h, mi, s] = match
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`).toISOString()
}

/** The signed link's token, from an e-mail's text. */
export function tokenIn(text: string): string {
  const match = text.match(/\/booking\?token=([^&\s]+)/)
  if (!match?.[1]) throw new Error('no booking link in the e-mail')
  return decodeURIComponent(match[1])
}
