import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_AVAILABILITY } from '../catalogue/booking.ts'
import { formatTime, londonDateKey } from '../format/dates.ts'
import type { Availability } from '../schemas/booking.ts'
import { checkStart, freeSlots, type SlotContext, slotsOfDay } from './slots.ts'

const closed = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }
/** Open at weekends only, 09:00 to 11:00 UK time, half-hour calls back to back. */
const weekends: Availability = {
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

const context = (overrides: Partial<SlotContext> = {}): SlotContext => ({
  availability: weekends,
  now: new Date('2026-03-20T12:00:00Z'),
  booked: [],
  bankHolidays: new Set(),
  ...overrides,
})
const iso = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString())
const onDay = <T extends { start: Date }>(slots: T[], day: string) =>
  slots.filter((s) => londonDateKey(s.start) === day)

describe('demo-call slots across the clock changes', () => {
  it('keeps 09:00 UK time on the last Sunday of March, when the clocks go forward', () => {
    const slots = freeSlots(context({ now: new Date('2026-03-20T12:00:00Z') }))
    // Saturday 28 March is still GMT; Sunday 29 March is BST (UTC+1) from 01:00 UTC.
    expect(iso(onDay(slots, '2026-03-28'))).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-28T09:30:00.000Z',
      '2026-03-28T10:00:00.000Z',
      '2026-03-28T10:30:00.000Z',
    ])
    expect(iso(onDay(slots, '2026-03-29'))).toEqual([
      '2026-03-29T08:00:00.000Z',
      '2026-03-29T08:30:00.000Z',
      '2026-03-29T09:00:00.000Z',
      '2026-03-29T09:30:00.000Z',
    ])
    expect(onDay(slots, '2026-03-29').map((s) => formatTime(s.start))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ])
  })

  it('keeps 09:00 UK time on the last Sunday of October, when the clocks go back', () => {
    const slots = freeSlots(context({ now: new Date('2026-10-20T12:00:00Z') }))
    // Saturday 24 October is BST; Sunday 25 October is GMT again from 01:00 UTC.
    expect(iso(onDay(slots, '2026-10-24'))[0]).toBe('2026-10-24T08:00:00.000Z')
    expect(iso(onDay(slots, '2026-10-25'))).toEqual([
      '2026-10-25T09:00:00.000Z',
      '2026-10-25T09:30:00.000Z',
      '2026-10-25T10:00:00.000Z',
      '2026-10-25T10:30:00.000Z',
    ])
    expect(onDay(slots, '2026-10-25').map((s) => formatTime(s.start))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ])
  })

  it('counts real time through the night of a change: an hour fewer in March, an hour more in October', () => {
    const night = { start: '00:00', end: '04:00' }
    const nights = { ...weekends, weeklyHours: { ...closed, sunday: [night] } }
    const march = slotsOfDay(
      { availability: nights, bankHolidays: new Set() },
      { year: 2026, month: 3, day: 29 },
    )
    expect(march.map((s) => formatTime(s.start))).toEqual([
      '00:00',
      '00:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ])
    const october = slotsOfDay(
      { availability: nights, bankHolidays: new Set() },
      { year: 2026, month: 10, day: 25 },
    )
    expect(october).toHaveLength(10)
    expect(october[0]?.start.toISOString()).toBe('2026-10-24T23:00:00.000Z')
    expect(october[9]?.end.toISOString()).toBe('2026-10-25T04:00:00.000Z')
  })
})

describe('demo-call slots', () => {
  it('spaces calls by their length plus the buffer and keeps each within its range', () => {
    const availability = { ...weekends, slotMinutes: 45, bufferMinutes: 15 }
    const slots = onDay(freeSlots(context({ availability })), '2026-03-21')
    expect(slots.map((s) => formatTime(s.start))).toEqual(['09:00', '10:00'])
    expect(slots.map((s) => formatTime(s.end))).toEqual(['09:45', '10:45'])
  })

  it('leaves out days off, and bank holidays unless told not to', () => {
    const bankHolidays = new Set(['2026-03-22'])
    const availability = { ...weekends, daysOff: ['2026-03-21'] }
    const slots = freeSlots(context({ availability, bankHolidays }))
    expect(onDay(slots, '2026-03-21')).toEqual([])
    expect(onDay(slots, '2026-03-22')).toEqual([])
    const open = freeSlots(
      context({ availability: { ...availability, excludeBankHolidays: false }, bankHolidays }),
    )
    expect(onDay(open, '2026-03-22')).toHaveLength(4)
  })

  it('offers nothing before the minimum notice or from the horizon on', () => {
    const now = new Date('2026-03-21T08:00:00Z')
    const slots = freeSlots(
      context({ now, availability: { ...weekends, minNoticeHours: 2, horizonDays: 8 } }),
    )
    expect(iso(slots)[0]).toBe('2026-03-21T10:00:00.000Z')
    expect(iso(slots).at(-1)).toBe('2026-03-28T10:30:00.000Z')
    expect(slots.every((s) => s.start.getTime() < now.getTime() + 8 * 86_400_000)).toBe(true)
  })

  it('hides a booked call and the slots within its buffer', () => {
    const availability = { ...weekends, bufferMinutes: 0 }
    const booked = [{ start: new Date('2026-03-21T09:30:00Z'), end: new Date('2026-03-21T10:00:00Z') }]
    expect(iso(onDay(freeSlots(context({ availability, booked })), '2026-03-21'))).toEqual([
      '2026-03-21T09:00:00.000Z',
      '2026-03-21T10:00:00.000Z',
      '2026-03-21T10:30:00.000Z',
    ])
    // A booking made before the slots were moved (off the grid) still blocks what it overlaps.
    const offGrid = [{ start: new Date('2026-03-21T09:45:00Z'), end: new Date('2026-03-21T10:15:00Z') }]
    expect(iso(onDay(freeSlots(context({ availability, booked: offGrid })), '2026-03-21'))).toEqual([
      '2026-03-21T09:00:00.000Z',
      '2026-03-21T10:30:00.000Z',
    ])
  })

  it('stops after the requested number of days that have slots', () => {
    const slots = freeSlots(context(), 2)
    expect([...new Set(slots.map((s) => londonDateKey(s.start)))]).toEqual(['2026-03-21', '2026-03-22'])
  })

  it('says why a start cannot be booked', () => {
    const now = new Date('2026-03-21T08:00:00Z')
    const ctx = context({
      now,
      availability: { ...weekends, minNoticeHours: 2, horizonDays: 8 },
      booked: [{ start: new Date('2026-03-22T09:00:00Z'), end: new Date('2026-03-22T09:30:00Z') }],
    })
    const reason = (start: string) => {
      const check = checkStart(ctx, new Date(start))
      return check.ok ? 'ok' : check.reason
    }
    expect(reason('2026-03-21T07:00:00Z')).toBe('past')
    expect(reason('2026-03-21T09:30:00Z')).toBe('too_soon')
    expect(reason('2026-04-04T09:00:00Z')).toBe('too_far')
    expect(reason('2026-03-21T10:15:00Z')).toBe('outside_hours')
    expect(reason('2026-03-23T09:00:00Z')).toBe('outside_hours')
    expect(reason('2026-03-22T09:00:00Z')).toBe('taken')
    expect(reason('2026-03-21T10:00:00Z')).toBe('ok')
  })

  it('offers only starts that checkStart accepts, none overlapping a booked call (property)', () => {
    const time = fc.integer({ min: 0, max: 23 }).map((h) => `${String(h).padStart(2, '0')}:00`)
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2028-12-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 15, max: 120 }),
        fc.integer({ min: 0, max: 60 }),
        fc.tuple(time, time),
        fc.integer({ min: 0, max: 48 }),
        (now, slotMinutes, bufferMinutes, [a, b], minNoticeHours) => {
          const [start, end] = a < b ? [a, b] : ['09:00', '17:00']
          const hours = [{ start, end }]
          const availability: Availability = {
            ...DEFAULT_AVAILABILITY,
            weeklyHours: { ...closed, monday: hours, wednesday: hours, sunday: hours },
            slotMinutes,
            bufferMinutes,
            minNoticeHours,
            horizonDays: 10,
          }
          const booked = freeSlots(context({ now, availability })).filter((_, i) => i % 3 === 0)
          const ctx = context({ now, availability, booked })
          for (const slot of freeSlots(ctx)) {
            expect(checkStart(ctx, slot.start)).toEqual({ ok: true, slot })
            expect(booked.some((call) => call.start < slot.end && slot.start < call.end)).toBe(false)
          }
          for (const call of booked)
            expect(checkStart(ctx, call.start)).toEqual({ ok: false, reason: 'taken' })
        },
      ),
      { numRuns: 60 },
    )
  })
})
