import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_AVAILABILITY } from '#shared/catalogue/booking.ts'
import { BOOKING_MESSAGES } from '#shared/schemas/booking.ts'
import {
  book,
  calendarOf,
  calendarProperty,
  fromFreshAddress,
  MovableClock,
  tokenIn,
} from '../../../../tests/support/booking.ts'
import { buyPlan } from '../../../../tests/support/buy-plan.ts'
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
import { users } from '../../db/schema/auth.ts'
import { subscriptions } from '../../db/schema/customers.ts'

// Friday 20 March 2026, noon (GMT). Monday the 23rd and Saturday the 21st are in the window.
const MONDAY_10 = '2026-03-23T10:00:00.000Z'
const MONDAY_EVENING = '2026-03-23T18:00:00.000Z'
const SATURDAY_10 = '2026-03-21T10:00:00.000Z'
const evenings = [
  { start: '09:00', end: '17:30' },
  { start: '18:00', end: '20:00' },
]
const SUPPORT_HOURS = {
  ...DEFAULT_AVAILABILITY,
  weeklyHours: {
    monday: evenings,
    tuesday: evenings,
    wednesday: evenings,
    thursday: evenings,
    friday: evenings,
    saturday: [{ start: '10:00', end: '12:00' }],
    sunday: [],
  },
  slotMinutes: 30,
  bufferMinutes: 0,
  minNoticeHours: 0,
  horizonDays: 14,
}

describe.each(backends)('support video calls on %s', (backend) => {
  let t: TestApp
  let admin: string
  let basic: string
  let pro: string
  // The purchase's jobs run on today's clock; the calls are booked on a known Friday.
  const clock = new MovableClock(new Date().toISOString())

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: clock.now, runJobs: true })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    await signUp(t.app, 'basil@example.com', 'basil-password', 'Basil')
    basic = await signIn(t.app, 'basil@example.com', 'basil-password')
    pro = (await buyPlan(t, 'priya@example.com', 'priya-password')).cookie
    clock.set('2026-03-20T12:00:00Z')
  })
  afterAll(async () => {
    await t.close()
  })

  const as = (cookie: string, options: InjectOptions) =>
    t.app.inject(fromFreshAddress(withCookie(cookie, options)))
  const bookCall = (cookie: string, start: string) =>
    as(cookie, {
      method: 'POST',
      url: '/api/support-calls',
      payload: { start, topic: 'Our spring campaign' },
    })
  const slots = async (cookie: string) =>
    (await as(cookie, { method: 'GET', url: '/api/support-calls/slots' })).json() as {
      included: boolean
      anyHour: boolean
      slots: { start: string }[]
    }

  it('keeps the support hours apart from the demo hours, saved by the team', async () => {
    const saved = await as(admin, {
      method: 'PUT',
      url: '/api/admin/bookings/support-availability',
      payload: SUPPORT_HOURS,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().notice).toBe(BOOKING_MESSAGES.supportAvailabilitySaved)
    const demo = await as(admin, { method: 'GET', url: '/api/admin/bookings/availability' })
    expect(demo.json().availability.weeklyHours.saturday).toEqual([])
    const support = await as(admin, { method: 'GET', url: '/api/admin/bookings/support-availability' })
    expect(support.json().availability.weeklyHours.saturday).toEqual([{ start: '10:00', end: '12:00' }])
    const refused = await as(pro, {
      method: 'PUT',
      url: '/api/admin/bookings/support-availability',
      payload: SUPPORT_HOURS,
    })
    expect(refused.statusCode).toBe(403)
  })

  it('shows Basic what its plan includes and refuses its booking; refuses visitors', async () => {
    expect(await slots(basic)).toMatchObject({ included: false, slots: [] })
    const refused = await bookCall(basic, MONDAY_10)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe(BOOKING_MESSAGES.supportNotIncluded)
    const visitor = await t.app.inject(
      fromFreshAddress({ method: 'POST', url: '/api/support-calls', payload: { start: MONDAY_10 } }),
    )
    expect(visitor.statusCode).toBe(401)
  })

  it('books Pro in office hours only, with its own video room, link and calendar file', async () => {
    const offered = await slots(pro)
    expect(offered).toMatchObject({ included: true, anyHour: false })
    const starts = offered.slots.map((slot) => slot.start)
    expect(starts).toContain(MONDAY_10)
    expect(starts).not.toContain(MONDAY_EVENING)
    expect(starts).not.toContain(SATURDAY_10)

    for (const outside of [SATURDAY_10, MONDAY_EVENING]) {
      const refused = await bookCall(pro, outside)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.message).toBe(BOOKING_MESSAGES.supportOutsideOfficeHours)
    }
    const notOffered = await bookCall(pro, '2026-03-23T10:10:00.000Z')
    expect(notOffered.statusCode).toBe(400)
    expect(notOffered.json().error.fields.start).toBe(BOOKING_MESSAGES.slotOutsideHours)

    const booked = await bookCall(pro, MONDAY_10)
    expect(booked.statusCode).toBe(201)
    const { call, notice } = booked.json()
    expect(notice).toBe(BOOKING_MESSAGES.supportBooked)
    expect(call).toMatchObject({ kind: 'support', start: MONDAY_10, status: 'confirmed' })
    expect(call.videoUrl).toMatch(/^https:\/\/meet\.jit\.si\/PostCraft-[0-9a-f]{32}$/)

    const email = await latestEmail(t, 'priya@example.com', 'support-call-booked')
    expect(email.text).toContain(call.videoUrl)
    const ics = calendarOf(email)
    expect(calendarProperty(ics, 'LOCATION')).toBe(call.videoUrl)
    expect(calendarProperty(ics, 'SUMMARY')).toBe('PostCraft support video call')

    const mine = await as(pro, { method: 'GET', url: '/api/support-calls' })
    expect(mine.json().calls).toEqual([expect.objectContaining({ id: call.id, videoUrl: call.videoUrl })])
    const taken = await bookCall(pro, MONDAY_10)
    expect(taken.statusCode).toBe(409)
  })

  it('moves a Pro call only within office hours, through the signed link', async () => {
    const token = tokenIn((await latestEmail(t, 'priya@example.com', 'support-call-booked')).text)
    const offered = await t.app.inject(
      fromFreshAddress({
        method: 'GET',
        url: `/api/booking/manage/slots?token=${encodeURIComponent(token)}`,
      }),
    )
    expect(offered.statusCode).toBe(200)
    expect(offered.json().slots.map((slot: { start: string }) => slot.start)).not.toContain(SATURDAY_10)
    const move = (start: string) =>
      t.app.inject(
        fromFreshAddress({
          method: 'POST',
          url: '/api/booking/manage/reschedule',
          headers: { origin: t.config.APP_URL },
          payload: { token, start },
        }),
      )
    expect((await move(SATURDAY_10)).statusCode).toBe(400)
    const moved = await move('2026-03-23T11:00:00.000Z')
    expect(moved.statusCode).toBe(200)
    const email = await latestEmail(t, 'priya@example.com', 'support-call-moved')
    expect(email.text).toContain('Join the video call')
  })

  it('books Premium at any hour the team opens; the team sees priority calls first, customers named', async () => {
    const [priya] = await t.database.db.select().from(users).where(eq(users.email, 'priya@example.com'))
    expect((await book(t, '2026-03-23T09:00:00.000Z')).statusCode).toBe(201)
    await t.database.db
      .update(subscriptions)
      .set({ productId: 'prod_premium' })
      .where(eq(subscriptions.userId, priya?.id ?? ''))
    expect(await slots(pro)).toMatchObject({ included: true, anyHour: true })
    expect((await bookCall(pro, SATURDAY_10)).statusCode).toBe(201)
    expect((await bookCall(pro, MONDAY_EVENING)).statusCode).toBe(201)

    const listed = await as(admin, { method: 'GET', url: '/api/admin/bookings' })
    const rows = listed.json().bookings as { kind: string; priority: boolean; name: string; start: string }[]
    expect(rows.map((row) => [row.kind, row.priority, row.start])).toEqual([
      ['support', true, SATURDAY_10],
      ['support', true, '2026-03-23T11:00:00.000Z'],
      ['support', true, MONDAY_EVENING],
      ['demo', false, '2026-03-23T09:00:00.000Z'],
    ])
    expect(rows[0]?.name).toBe('priya')
  })

  it('marks the priority plans’ support requests and lists them first for the team', async () => {
    const ask = (cookie: string, subject: string) =>
      as(cookie, {
        method: 'POST',
        url: '/api/support/tickets',
        payload: { type: 'support', subject, message: 'Please help' },
      })
    expect((await ask(pro, 'From Premium')).statusCode).toBe(201)
    expect((await ask(basic, 'From Basic, newer')).statusCode).toBe(201)
    const listed = await as(admin, { method: 'GET', url: '/api/admin/support/tickets' })
    const tickets = listed.json().tickets as { subject: string; priority: boolean }[]
    expect(tickets.map((ticket) => [ticket.subject, ticket.priority])).toEqual([
      ['From Premium', true],
      ['From Basic, newer', false],
    ])
  })
})
