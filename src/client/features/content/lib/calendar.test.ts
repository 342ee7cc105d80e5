import { describe, expect, it } from 'vitest'
import {
  addDays,
  londonInstant,
  monthLabel,
  monthRange,
  monthWeeks,
  shiftDay,
  shiftMonth,
  weekStartOf,
} from './calendar.ts'

describe('content calendar days (UK time)', () => {
  it('lays a month out in Monday-to-Sunday weeks', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 })
    expect(weeks[0]?.[0]).toBe('2026-10-26')
    expect(weeks.at(-1)?.[6]).toBe('2026-12-06')
    expect(weeks.every((week) => week.length === 7)).toBe(true)
  })

  it('turns UK dates and times into instants across the clock changes', () => {
    expect(londonInstant('2026-01-15', '09:30')).toBe('2026-01-15T09:30:00.000Z')
    expect(londonInstant('2026-07-15', '09:30')).toBe('2026-07-15T08:30:00.000Z')
    expect(monthRange({ year: 2026, month: 3 })).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-31T23:00:00.000Z',
    })
  })

  it('moves by days, weeks and months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23')
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23')
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    expect(shiftDay('2026-01-31', 1)).toBe('2026-02-28')
    expect(shiftDay('2026-03-15', -1)).toBe('2026-02-15')
    expect(monthLabel({ year: 2026, month: 9 })).toBe('Sep 2026')
  })
})
