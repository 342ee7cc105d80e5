import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  book,
  calendarOf,
  calendarProperty,
  calendarStart,
  confirmedCount,
  MovableClock,
  saveAvailability,
  slotStarts,
  WEEKEND_MORNINGS,
} from '../../../../tests/support/booking.ts'
import { createTestApp, latestEmail, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { demoBookings } from '../../db/schema/booking.ts'
import { chatbotConversations } from '../../db/schema/chatbot.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'

const SUPPORT_EMAIL = 'team@postcraft.test'

describe.each(backends)('demo-call booking on %s', (backend) => {
  let t: TestApp
  const clock = new MovableClock('2026-03-20T12:00:00Z')

  beforeAll(async () => {
    t = await createTestApp(backend, { SUPPORT_EMAIL }, { now: clock.now })
    await saveAvailability(t, WEEKEND_MORNINGS)
  })
  afterAll(async () => {
    await t.close()
  })

  it('offers 09:00 UK time either side of the last Sunday of March (BST from 01:00 UTC)', async () => {
    clock.set('2026-03-20T12:00:00Z')
    const starts = await slotStarts(t)
    expect(starts.filter((s) => s.startsWith('2026-03-28'))).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-28T09:30:00.000Z',
      '2026-03-28T10:00:00.000Z',
      '2026-03-28T10:30:00.000Z',
    ])
    expect(starts.filter((s) => s.startsWith('2026-03-29'))).toEqual([
      '2026-03-29T08:00:00.000Z',
      '2026-03-29T08:30:00.000Z',
      '2026-03-29T09:00:00.000Z',
      '2026-03-29T09:30:00.000Z',
    ])
  })

  it('offers 09:00 UK time either side of the last Sunday of October (GMT from 01:00 UTC)', async () => {
    clock.set('2026-10-20T12:00:00Z')
    const starts = await slotStarts(t)
    expect(starts.filter((s) => s.startsWith('2026-10-24'))[0]).toBe('2026-10-24T08:00:00.000Z')
    expect(starts.filter((s) => s.startsWith('2026-10-25'))[0]).toBe('2026-10-25T09:00:00.000Z')
  })

  it('books a free slot, confirms it with a calendar file in UTC, tells the team, and takes the slot', async () => {
    clock.set('2026-03-20T12:00:00Z')
    const response = await book(t, '2026-03-29T08:00:00.000Z')
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      notice: 'Your demo call is booked',
      booking: {
        start: '2026-03-29T08:00:00.000Z',
        end: '2026-03-29T08:30:00.000Z',
        name: 'Ada Baker',
        status: 'confirmed',
      },
    })
    const confirmation = await latestEmail(t, 'ada@example.co.uk', 'demo-call-booked')
    expect(confirmation.text).toContain('Sun 29 Mar 2026, 09:00–09:30 UK time')
    expect(confirmation.text).toContain('Sun 29 Mar 2026, 10:00–10:30, Europe/Paris your time')
    expect(confirmation.text).toMatch(/Cancel the call: http:\/\/localhost:3000\/booking\?token=/)
    const ics = calendarOf(confirmation)
    expect(calendarStart(ics)).toBe('2026-03-29T08:00:00.000Z')
    expect(calendarProperty(ics, 'DTEND')).toBe('20260329T083000Z')
    expect(calendarProperty(ics, 'METHOD')).toBe('PUBLISH')
    expect(confirmation.attachments[0]?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH')
    const team = await latestEmail(t, SUPPORT_EMAIL, 'demo-call-team-notice')
    expect(team.text).toContain('Ada Baker <ada@example.co.uk>, Baker & Sons')
    expect(await slotStarts(t)).not.toContain('2026-03-29T08:00:00.000Z')
  })

  it.each([
    ['in the past', '2026-03-14T09:00:00.000Z', 400, 'That time has passed. Please choose a later time.'],
    [
      'outside the hours',
      '2026-03-28T09:15:00.000Z',
      400,
      'That time is not one we offer. Please choose one of the times shown.',
    ],
    [
      'on a closed day',
      '2026-03-23T09:00:00.000Z',
      400,
      'That time is not one we offer. Please choose one of the times shown.',
    ],
    [
      'beyond the horizon',
      '2026-04-04T08:00:00.000Z',
      400,
      'We take bookings up to 14 days ahead. Please choose an earlier time.',
    ],
    [
      'already taken',
      '2026-03-29T08:00:00.000Z',
      409,
      'Sorry, that time has just been booked. Please choose another time.',
    ],
  ])('refuses a slot %s with a clear message and books nothing', async (_case, start, status, message) => {
    clock.set('2026-03-20T12:00:00Z')
    const before = await confirmedCount(t)
    const response = await book(t, start, { email: 'refused@example.co.uk' })
    expect(response.statusCode).toBe(status)
    expect(response.json().error).toMatchObject({ message, fields: { start: message } })
    expect(await confirmedCount(t)).toBe(before)
    const [sent] = await t.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'refused@example.co.uk'))
    expect(sent?.n).toBe(0)
  })

  it('refuses a malformed e-mail, a blank name and an overlong topic, and books nothing', async () => {
    clock.set('2026-03-20T12:00:00Z')
    const before = await confirmedCount(t)
    const bad = await book(t, '2026-03-28T09:00:00.000Z', {
      email: 'ada@example',
      name: '  ',
      topic: 'x'.repeat(5001),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toMatchObject({
      email: 'Invalid email address',
      name: 'Please enter your name',
      topic: 'What you would like to discuss must be at most 5000 characters',
    })
    const zone = await book(t, '2026-03-28T09:00:00.000Z', { timeZone: 'Mars/Olympus_Mons' })
    expect(zone.json().error.fields.timeZone).toBe('Unknown time zone')
    expect(await confirmedCount(t)).toBe(before)
  })

  it("sets a chatbot conversation's outcome when the booking comes from it, and ignores an unknown one", async () => {
    clock.set('2026-03-20T12:00:00Z')
    // The chatbot feature owns this table; the test stands in for a conversation it recorded.
    const [conversation] = await t.database.db
      .insert(chatbotConversations)
      .values({ visitorEmail: 'chat@example.co.uk' })
      .returning()
    const conversationId = conversation?.id ?? ''
    const response = await book(t, '2026-03-28T10:00:00.000Z', {
      email: 'chat@example.co.uk',
      conversationId,
    })
    expect(response.statusCode).toBe(201)
    const [after] = await t.database.db
      .select()
      .from(chatbotConversations)
      .where(eq(chatbotConversations.id, conversationId))
    expect(after).toMatchObject({ finalOutcome: 'demo_booked', conversionType: 'demo_booked' })
    const [booking] = await t.database.db
      .select()
      .from(demoBookings)
      .where(eq(demoBookings.id, response.json().booking.id))
    expect(booking?.conversationId).toBe(conversationId)

    const unknown = await book(t, '2026-03-28T10:30:00.000Z', {
      conversationId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(201)
    const [unlinked] = await t.database.db
      .select()
      .from(demoBookings)
      .where(eq(demoBookings.id, unknown.json().booking.id))
    expect(unlinked?.conversationId).toBeNull()
  })
})
