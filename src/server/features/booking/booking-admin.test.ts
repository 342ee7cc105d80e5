import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  book,
  calendarOf,
  calendarProperty,
  confirmedCount,
  fromFreshAddress,
  MovableClock,
  slotStarts,
  WEEKEND_MORNINGS,
} from '../../../../tests/support/booking.ts'
import {
  createTestApp,
  latestEmail,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { demoBookings } from '../../db/schema/booking.ts'

const NOBODY = '00000000-0000-4000-8000-000000000000'
const adminRoutes: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/bookings/availability' },
  { method: 'PUT', url: '/api/admin/bookings/availability', payload: WEEKEND_MORNINGS },
  { method: 'GET', url: '/api/admin/bookings' },
  { method: 'GET', url: '/api/admin/bookings.csv' },
  { method: 'POST', url: `/api/admin/bookings/${NOBODY}/cancel` },
]

describe.each(backends)('demo bookings in the back office on %s', (backend) => {
  let t: TestApp
  let admin: string
  let customer: string
  const clock = new MovableClock('2026-03-20T12:00:00Z')

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: clock.now })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    await signUp(t.app, 'customer@example.co.uk', 'customer-password')
    customer = await signIn(t.app, 'customer@example.co.uk', 'customer-password')
  })
  afterAll(async () => {
    await t.close()
  })

  const as = (cookie: string, options: InjectOptions) =>
    t.app.inject(fromFreshAddress(withCookie(cookie, options)))

  it('refuses visitors (401) and customers (403) on every administrator route, changing nothing', async () => {
    for (const route of adminRoutes) {
      expect((await t.app.inject(fromFreshAddress(route))).statusCode).toBe(401)
      expect((await as(customer, route)).statusCode).toBe(403)
    }
    const availability = await as(admin, { method: 'GET', url: '/api/admin/bookings/availability' })
    expect(availability.json().availability.weeklyHours.saturday).toEqual([])
  })

  it('starts from weekdays 9 to 5 with bank holidays left out, and lists the coming bank holidays', async () => {
    const response = await as(admin, { method: 'GET', url: '/api/admin/bookings/availability' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.availability).toMatchObject({
      weeklyHours: { monday: [{ start: '09:00', end: '17:00' }], sunday: [] },
      excludeBankHolidays: true,
    })
    expect(body.bankHolidays[0]).toEqual({ date: '2026-04-03', name: 'Good Friday' })
    expect(body.bankHolidaysCover).toEqual({ from: 2026, to: 2028 })
  })

  it('refuses availability that makes no sense, naming the field, and keeps the old one', async () => {
    const bad = {
      ...WEEKEND_MORNINGS,
      weeklyHours: { ...WEEKEND_MORNINGS.weeklyHours, monday: [{ start: '17:00', end: '09:00' }] },
      slotMinutes: 5,
      daysOff: ['2026-02-30x'],
    }
    const response = await as(admin, { method: 'PUT', url: '/api/admin/bookings/availability', payload: bad })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toMatchObject({
      'weeklyHours.monday.0.end': 'The end must be after the start',
      slotMinutes: 'Call length must be at least 15 minutes',
      'daysOff.0': 'Use a date like 2026-12-24',
    })
    expect(await slotStarts(t)).not.toContain('2026-03-21T09:00:00.000Z')
  })

  it('saves availability, which changes the slots at once', async () => {
    const saved = await as(admin, {
      method: 'PUT',
      url: '/api/admin/bookings/availability',
      payload: { ...WEEKEND_MORNINGS, daysOff: ['2026-03-22'] },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().notice).toBe('Availability saved')
    const starts = await slotStarts(t)
    expect(starts).toContain('2026-03-21T09:00:00.000Z')
    expect(starts.some((start) => start.startsWith('2026-03-22'))).toBe(false)
  })

  it('lists upcoming calls soonest first, cancels one with an e-mail to the visitor, and frees its time', async () => {
    await book(t, '2026-03-28T10:00:00.000Z', { name: 'Later Visitor', email: 'later@example.co.uk' })
    const first = await book(t, '2026-03-21T09:30:00.000Z', {
      name: 'Early Visitor',
      email: 'early@example.co.uk',
    })
    const list = await as(admin, { method: 'GET', url: '/api/admin/bookings' })
    expect(list.json()).toMatchObject({ page: 1, pageSize: 50, total: 2 })
    expect(list.json().bookings.map((b: { name: string }) => b.name)).toEqual([
      'Early Visitor',
      'Later Visitor',
    ])
    expect(list.json().bookings[0]).toMatchObject({ timeZone: 'Europe/Paris', conversationId: null })

    const id = first.json().booking.id
    const cancelled = await as(admin, { method: 'POST', url: `/api/admin/bookings/${id}/cancel` })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({
      notice: 'Booking cancelled and the visitor e-mailed',
      booking: { status: 'cancelled' },
    })
    const email = await latestEmail(t, 'early@example.co.uk', 'demo-call-cancelled')
    expect(email.text).toContain('we had to cancel your demo call')
    expect(calendarProperty(calendarOf(email), 'METHOD')).toBe('CANCEL')
    expect(await slotStarts(t)).toContain('2026-03-21T09:30:00.000Z')
    const [row] = await t.database.db.select().from(demoBookings).where(eq(demoBookings.id, id))
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'admin' })

    const again = await as(admin, { method: 'POST', url: `/api/admin/bookings/${id}/cancel` })
    expect(again.statusCode).toBe(409)
    const missing = await as(admin, { method: 'POST', url: `/api/admin/bookings/${NOBODY}/cancel` })
    expect(missing.statusCode).toBe(404)
    expect((await as(admin, { method: 'GET', url: '/api/admin/bookings' })).json().total).toBe(1)
  })

  it('downloads the upcoming calls as CSV, with what visitors typed kept as text', async () => {
    const before = await confirmedCount(t)
    await book(t, '2026-03-28T09:00:00.000Z', {
      name: '=HYPERLINK("http://evil.example")',
      businessName: 'Café, "Quotes" & Co',
      email: 'csv@example.co.uk',
    })
    expect(await confirmedCount(t)).toBe(before + 1)
    const response = await as(admin, { method: 'GET', url: '/api/admin/bookings.csv' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="demo-calls-2026-03-20.csv"')
    const lines = response.body.trim().split('\n')
    expect(lines[0]).toBe(
      'Start (UK time),End (UK time),Start (UTC),Name,Email,Business name,What they would like to discuss,Visitor time zone,Booked at (UK time),Chatbot conversation',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(/^"28 Mar 2026, 09:00","28 Mar 2026, 09:30",2026-03-28T09:00:00.000Z,/)
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://evil.example"")",csv@example.co.uk,"Café, ""Quotes"" & Co"`,
    )
  })
})
