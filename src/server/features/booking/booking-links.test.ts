import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  book,
  calendarOf,
  calendarProperty,
  calendarStart,
  fromFreshAddress,
  MovableClock,
  saveAvailability,
  slotStarts,
  tokenIn,
  WEEKEND_MORNINGS,
} from '../../../../tests/support/booking.ts'
import { createTestApp, latestEmail, TEST_APP_URL, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { demoBookings } from '../../db/schema/booking.ts'

const INVALID = 'This booking link is not valid. Please use the link in your latest confirmation e-mail.'
const EXPIRED = 'This booking link has expired: the call time has passed.'

describe.each(backends)('signed booking links on %s', (backend) => {
  let t: TestApp
  const clock = new MovableClock('2026-03-20T12:00:00Z')

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: clock.now })
    await saveAvailability(t, WEEKEND_MORNINGS)
  })
  afterAll(async () => {
    await t.close()
  })

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject(fromFreshAddress({ method: 'POST', url, headers: { origin: TEST_APP_URL }, payload }))
  const lookUp = (token: string) =>
    t.app.inject(
      fromFreshAddress({ method: 'GET', url: `/api/booking/manage?token=${encodeURIComponent(token)}` }),
    )
  const row = async (id: string) =>
    (await t.database.db.select().from(demoBookings).where(eq(demoBookings.id, id)))[0]

  /** Books `start` for `email` and returns the booking's id and the token of its confirmation's links. */
  async function booked(start: string, email: string) {
    const response = await book(t, start, { email })
    expect(response.statusCode).toBe(201)
    const confirmation = await latestEmail(t, email, 'demo-call-booked')
    return { id: response.json().booking.id as string, token: tokenIn(confirmation.text) }
  }

  /** The token with one character of `part` (0 id … 4 signature) changed. */
  function tampered(token: string, part: number): string {
    const parts = token.split('.')
    const value = parts[part] ?? ''
    const last = value.at(-1) === '1' ? '2' : '1'
    parts[part] = `${value.slice(0, -1)}${last}`
    return parts.join('.')
  }

  it('refuses a tampered link with a clear message and changes nothing', async () => {
    clock.set('2026-03-20T12:00:00Z')
    const { id, token } = await booked('2026-03-28T09:00:00.000Z', 'tamper@example.co.uk')
    expect((await lookUp(token)).json().booking).toMatchObject({ id, status: 'confirmed' })
    // The booking id, the sequence, the expiry and the signature each count.
    for (const forged of [1, 2, 3, 4].map((part) => tampered(token, part)).concat(['v1.nonsense', ''])) {
      const cancel = await post('/api/booking/manage/cancel', { token: forged })
      expect(cancel.statusCode).toBe(400)
      expect(cancel.json().error.fields.token).toBe(INVALID)
      const move = await post('/api/booking/manage/reschedule', {
        token: forged,
        start: '2026-03-28T10:00:00.000Z',
      })
      expect(move.statusCode).toBe(400)
    }
    expect(await row(id)).toMatchObject({ status: 'confirmed', sequence: 0 })
    expect(await slotStarts(t)).not.toContain('2026-03-28T09:00:00.000Z')
  })

  it('refuses a link once the call time has passed, and changes nothing', async () => {
    clock.set('2026-03-20T12:00:00Z')
    const { id, token } = await booked('2026-03-28T09:30:00.000Z', 'late@example.co.uk')
    clock.set('2026-03-28T09:30:00Z')
    const response = await post('/api/booking/manage/cancel', { token })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(EXPIRED)
    expect((await lookUp(token)).json().error.message).toBe(EXPIRED)
    expect(await row(id)).toMatchObject({ status: 'confirmed', cancelledAt: null })
  })

  it('cancels through the link: the slot is free again and the calendar file removes the event', async () => {
    clock.set('2026-03-20T12:00:00Z')
    const { id, token } = await booked('2026-03-28T10:00:00.000Z', 'cancel@example.co.uk')
    const response = await post('/api/booking/manage/cancel', { token })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      notice: 'Your demo call has been cancelled',
      booking: { id, status: 'cancelled' },
    })
    expect(await slotStarts(t)).toContain('2026-03-28T10:00:00.000Z')
    const email = await latestEmail(t, 'cancel@example.co.uk', 'demo-call-cancelled')
    const ics = calendarOf(email)
    expect(calendarProperty(ics, 'METHOD')).toBe('CANCEL')
    expect(calendarProperty(ics, 'STATUS')).toBe('CANCELLED')
    expect(calendarProperty(ics, 'SEQUENCE')).toBe('1')
    const again = await post('/api/booking/manage/cancel', { token })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('This booking has already been cancelled.')
    expect((await lookUp(token)).json().booking.status).toBe('cancelled')
  })

  it('moves a booking to a free time through the link; the earlier links stop working', async () => {
    clock.set('2026-03-20T12:00:00Z')
    const { id, token } = await booked('2026-03-29T09:00:00.000Z', 'move@example.co.uk')
    const taken = await post('/api/booking/manage/reschedule', { token, start: '2026-03-28T09:00:00.000Z' })
    expect(taken.statusCode).toBe(409)
    const moved = await post('/api/booking/manage/reschedule', { token, start: '2026-03-29T09:30:00.000Z' })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({
      notice: 'Your demo call has been moved',
      booking: { id, start: '2026-03-29T09:30:00.000Z', status: 'confirmed' },
    })
    const starts = await slotStarts(t)
    expect(starts).toContain('2026-03-29T09:00:00.000Z')
    expect(starts).not.toContain('2026-03-29T09:30:00.000Z')

    const email = await latestEmail(t, 'move@example.co.uk', 'demo-call-moved')
    const ics = calendarOf(email)
    expect(calendarStart(ics)).toBe('2026-03-29T09:30:00.000Z')
    expect(calendarProperty(ics, 'SEQUENCE')).toBe('1')
    expect(tokenIn(email.text)).toBe(moved.json().token)

    const stale = await post('/api/booking/manage/cancel', { token })
    expect(stale.statusCode).toBe(400)
    expect(stale.json().error.message).toBe(
      'This booking link was replaced when your call was moved. Please use the link in your latest confirmation e-mail.',
    )
    expect(await row(id)).toMatchObject({ status: 'confirmed', sequence: 1 })
    const fresh = await lookUp(moved.json().token)
    expect(fresh.json().booking.start).toBe('2026-03-29T09:30:00.000Z')
  })
})
