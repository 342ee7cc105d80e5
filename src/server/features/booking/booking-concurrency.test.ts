import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  book,
  MovableClock,
  saveAvailability,
  slotStarts,
  WEEKEND_MORNINGS,
} from '../../../../tests/support/booking.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { demoBookings } from '../../db/schema/booking.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'

describe.each(backends)('no double booking on %s', (backend) => {
  let t: TestApp
  const clock = new MovableClock('2026-03-20T12:00:00Z')

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: clock.now })
    await saveAvailability(t, WEEKEND_MORNINGS)
  })
  afterAll(async () => {
    await t.close()
  })

  it('books a slot once when 20 visitors submit it at the same moment', async () => {
    const start = '2026-03-28T09:00:00.000Z'
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(t, start, { email: `racer${i}@example.co.uk` })),
    )
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([201, ...Array(19).fill(409)])
    for (const refused of responses.filter((response) => response.statusCode === 409))
      expect(refused.json().error.message).toBe(
        'Sorry, that time has just been booked. Please choose another time.',
      )

    const rows = await t.database.db
      .select()
      .from(demoBookings)
      .where(and(eq(demoBookings.startAt, new Date(start)), eq(demoBookings.status, 'confirmed')))
    expect(rows).toHaveLength(1)
    const winner = responses.find((response) => response.statusCode === 201)?.json().booking.email
    expect(rows[0]?.email).toBe(winner)
    // Only the winner was e-mailed: a refused booking leaves nothing in the outbox.
    const confirmations = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'demo-call-booked'))
    expect(confirmations.map((message) => message.recipient)).toEqual([winner])
  })

  it('books one of two calls whose starts differ but whose buffer overlaps, where two ranges meet', async () => {
    // Saturday 21 March: 09:00-09:40 then 09:40-11:00, half-hour calls with 15 minutes after each. A call
    // at 09:00 keeps the calendar until 09:45, so 09:40 and 09:00 cannot both be booked, yet both are
    // offered and neither start is the other's: only the lock makes the second request see the first.
    await saveAvailability(t, {
      ...WEEKEND_MORNINGS,
      weeklyHours: {
        ...WEEKEND_MORNINGS.weeklyHours,
        saturday: [
          { start: '09:00', end: '09:40' },
          { start: '09:40', end: '11:00' },
        ],
      },
      bufferMinutes: 15,
    })
    const early = '2026-03-21T09:00:00.000Z'
    const late = '2026-03-21T09:40:00.000Z'
    expect(await slotStarts(t)).toEqual(expect.arrayContaining([early, late]))

    for (let round = 0; round < 5; round++) {
      const [first, second] = await Promise.all([
        book(t, early, { email: `early${round}@example.co.uk` }),
        book(t, late, { email: `late${round}@example.co.uk` }),
      ])
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409])
      const winner = first?.statusCode === 201 ? first : second
      const id = winner?.json().booking.id as string
      await t.database.db
        .update(demoBookings)
        .set({ status: 'cancelled', cancelledBy: 'admin', cancelledAt: new Date() })
        .where(eq(demoBookings.id, id))
    }
  })
})
