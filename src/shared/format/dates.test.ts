import { describe, expect, it } from 'vitest'
import {
  dateKeyIn,
  formatDate,
  formatDateTime,
  formatDateTimeIn,
  formatDayIn,
  formatDuration,
  formatTime,
  formatTimeIn,
  londonDateKey,
  timeZoneLabel,
  toDate,
} from './dates.ts'

describe('formatDate', () => {
  it('formats an ISO string', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 Nov 2026')
  })

  it('accepts a Date and epoch milliseconds', () => {
    const date = new Date('2026-03-02T12:00:00Z')
    expect(formatDate(date)).toBe('2 Mar 2026')
    expect(formatDate(date.getTime())).toBe('2 Mar 2026')
  })

  it('uses "Sep" whatever the ICU version prints', () => {
    expect(formatDate('2026-09-21T12:00:00Z')).toBe('21 Sep 2026')
  })

  it('uses the UK day, not UTC, during British Summer Time', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('1 Jul 2026')
    expect(londonDateKey('2026-06-30T23:30:00Z')).toBe('2026-07-01')
  })

  it('matches UTC in winter', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('31 Dec 2026')
  })

  it('throws on an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError)
    expect(() => toDate(new Date(Number.NaN))).toThrow(RangeError)
  })
})

describe('formatTime and formatDateTime', () => {
  it('uses a 24-hour UK clock', () => {
    expect(formatTime('2026-11-21T14:05:00Z')).toBe('14:05')
    expect(formatTime('2026-07-01T13:05:00Z')).toBe('14:05')
  })

  it('prints midnight as 00', () => {
    expect(formatTime('2026-11-21T00:00:00Z')).toBe('00:00')
  })

  it('joins date and time', () => {
    expect(formatDateTime('2026-11-21T14:05:00Z')).toBe('21 Nov 2026, 14:05')
  })
})

describe('formatDuration', () => {
  it.each([
    [0, '0m 0s'],
    [42, '0m 42s'],
    [205, '3m 25s'],
    [3600, '60m 0s'],
    [-5, '0m 0s'],
    [Number.NaN, '0m 0s'],
  ])('%d seconds → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected)
  })
})

describe('formatting in a given time zone', () => {
  it('shows one instant as each zone reads it, with the weekday of that zone', () => {
    const instant = '2026-04-02T23:30:00Z'
    expect(formatDayIn(instant, 'Europe/London')).toBe('Fri 3 Apr')
    expect(formatTimeIn(instant, 'Europe/London')).toBe('00:30')
    expect(formatDayIn(instant, 'America/New_York')).toBe('Thu 2 Apr')
    expect(formatTimeIn(instant, 'America/New_York')).toBe('19:30')
    expect(formatDateTimeIn(instant, 'Asia/Tokyo')).toBe('Fri 3 Apr 2026, 08:30')
    expect(dateKeyIn(instant, 'America/New_York')).toBe('2026-04-02')
  })

  it('names a zone for people', () => {
    expect(timeZoneLabel('America/New_York')).toBe('America/New York')
  })
})
