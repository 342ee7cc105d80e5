import { and, asc, count, desc, eq, gt, gte, isNull, lt, ne, type SQL, sql } from 'drizzle-orm'
import { DEFAULT_AVAILABILITY } from '#shared/catalogue/booking.ts'
import type { Availability, BookingKind } from '#shared/schemas/booking.ts'
import type { Executor } from '../../db/client.ts'
import { bookingSettings, demoBookings as bookings } from '../../db/schema/booking.ts'

export type BookingRow = typeof bookings.$inferSelect
export type NewBookingRow = typeof bookings.$inferInsert

export async function findAvailability(
  executor: Executor,
  kind: BookingKind = 'demo',
): Promise<Availability | undefined> {
  const [row] = await executor.select().from(bookingSettings).where(eq(bookingSettings.id, 1))
  return (kind === 'support' ? row?.supportAvailability : row?.availability) ?? undefined
}

/** The support hours; the settings row starts with the default demo hours when none was saved yet. */
export async function saveSupportAvailability(executor: Executor, supportAvailability: Availability) {
  await executor
    .insert(bookingSettings)
    .values({ id: 1, availability: DEFAULT_AVAILABILITY, supportAvailability })
    .onConflictDoUpdate({ target: bookingSettings.id, set: { supportAvailability, updatedAt: new Date() } })
}

export async function saveAvailability(executor: Executor, availability: Availability): Promise<void> {
  await executor
    .insert(bookingSettings)
    .values({ id: 1, availability })
    .onConflictDoUpdate({ target: bookingSettings.id, set: { availability, updatedAt: new Date() } })
}

/**
 * Inserts a confirmed booking unless its start is already booked (the partial unique index on the
 * start of confirmed bookings decides, also between concurrent requests): undefined then.
 */
export async function insertBooking(executor: Executor, row: NewBookingRow): Promise<BookingRow | undefined> {
  const [inserted] = await executor.insert(bookings).values(row).onConflictDoNothing().returning()
  return inserted
}

/**
 * Holds the booking calendar until the transaction ends. Calls booked at different starts can still
 * overlap through their buffer, which no unique index sees: checking the rules and writing the booking
 * under one lock makes the second of two such requests see the first. Bookings are few, so one lock for
 * the whole calendar costs nothing.
 */
export async function lockBookingCalendar(executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext('demo_bookings_calendar'))`)
}

export async function findBooking(executor: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await executor.select().from(bookings).where(eq(bookings.id, id))
  return row
}

/** Locks the booking's row until the transaction ends, so a cancel and a move cannot cross. */
export async function lockBooking(executor: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await executor.select().from(bookings).where(eq(bookings.id, id)).for('update')
  return row
}

/** The times of confirmed calls of a kind that end after `from` and start before `to` (other than `except`). */
export async function listBookedTimes(
  executor: Executor,
  kind: BookingKind,
  from: Date,
  to: Date,
  except?: string,
) {
  const conditions: SQL[] = [
    eq(bookings.kind, kind),
    eq(bookings.status, 'confirmed'),
    gt(bookings.endAt, from),
    lt(bookings.startAt, to),
  ]
  if (except) conditions.push(ne(bookings.id, except))
  return executor
    .select({ start: bookings.startAt, end: bookings.endAt })
    .from(bookings)
    .where(and(...conditions))
}

/**
 * Updates a booking. Moving it onto a start another confirmed booking holds fails with the unique
 * violation (PostgreSQL error 23505), which the caller turns into a refusal.
 */
export async function updateBooking(
  executor: Executor,
  id: string,
  changes: Partial<
    Pick<
      BookingRow,
      | 'startAt'
      | 'endAt'
      | 'status'
      | 'sequence'
      | 'cancelledAt'
      | 'cancelledBy'
      | 'visitorTimeZone'
      | 'reminderSentAt'
    >
  >,
): Promise<BookingRow | undefined> {
  const [row] = await executor
    .update(bookings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning()
  return row
}

const upcoming = (now: Date) => and(eq(bookings.status, 'confirmed'), gte(bookings.startAt, now))

/** Confirmed calls that have not started: priority support first, then soonest first. */
export async function listUpcoming(executor: Executor, now: Date, limit: number, offset: number) {
  return executor
    .select()
    .from(bookings)
    .where(upcoming(now))
    .orderBy(desc(bookings.priority), asc(bookings.startAt), asc(bookings.id))
    .limit(limit)
    .offset(offset)
}

/** A customer's confirmed support calls that have not ended, soonest first. */
export async function listCustomerCalls(executor: Executor, customerId: string, now: Date) {
  return executor
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.kind, 'support'),
        eq(bookings.customerId, customerId),
        eq(bookings.status, 'confirmed'),
        gt(bookings.endAt, now),
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(50)
}

export async function countUpcoming(executor: Executor, now: Date): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(bookings).where(upcoming(now))
  return row?.n ?? 0
}

/**
 * Claims the reminder of a confirmed booking that still starts at `startAt` and has had none: the row
 * when claimed, undefined when the booking was cancelled, moved or already reminded.
 */
export async function claimReminder(executor: Executor, id: string, startAt: Date) {
  const [row] = await executor
    .update(bookings)
    .set({ reminderSentAt: new Date() })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'confirmed'),
        eq(bookings.startAt, startAt),
        isNull(bookings.reminderSentAt),
      ),
    )
    .returning()
  return row
}

/** PostgreSQL's unique violation, as either driver reports it (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}
