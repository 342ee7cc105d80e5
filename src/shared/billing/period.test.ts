import { describe, expect, it } from 'vitest'
import { formatDate } from '../format/dates.ts'
import { cancellationEffectiveAt, periodEndAfter, periodStartBefore } from './period.ts'

const at = (iso: string) => new Date(iso)

describe('billing periods in UK time', () => {
  it.each([
    // Month ends clamp and come back: 31 Jan -> 28 Feb -> 31 Mar.
    ['2026-01-31T10:00:00Z', '2026-02-01T00:00:00Z', 'month', '2026-02-28T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', '2026-03-01T00:00:00Z', 'month', '2026-03-31T09:00:00.000Z'],
    // Leap year: 31 Jan 2028 -> 29 Feb 2028.
    ['2028-01-31T10:00:00Z', '2028-02-02T00:00:00Z', 'month', '2028-02-29T10:00:00.000Z'],
    // Six months, across the clock change: 10:00 UK time stays 10:00 UK time.
    ['2026-01-15T10:00:00Z', '2026-01-16T00:00:00Z', 'six_months', '2026-07-15T09:00:00.000Z'],
    ['2026-08-31T09:00:00Z', '2026-09-01T00:00:00Z', 'six_months', '2027-02-28T10:00:00.000Z'],
  ] as const)('anchor %s, at %s, %s: the period ends %s', (anchor, now, interval, end) => {
    expect(periodEndAfter(at(anchor), at(now), interval).toISOString()).toBe(end)
  })

  it('finds the start of the period that ends at a given end', () => {
    const anchor = at('2026-01-31T10:00:00Z')
    const end = periodEndAfter(anchor, at('2026-03-05T00:00:00Z'), 'month')
    expect(periodStartBefore(anchor, end, 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z')
  })
})

describe("the Terms' 30 days' notice", () => {
  it('is 30 days on when the period ends sooner', () => {
    const ends = cancellationEffectiveAt(at('2026-11-25T20:00:00Z'), at('2026-12-01T20:00:00Z'))
    expect(formatDate(ends)).toBe('25 Dec 2026')
  })

  it('is the end of the period when that is later', () => {
    const periodEnd = at('2027-05-01T09:00:00Z')
    expect(cancellationEffectiveAt(at('2026-11-25T20:00:00Z'), periodEnd)).toEqual(periodEnd)
  })

  it('counts UK days across the clock change (23:30 UK time stays 23:30, the day is not skipped)', () => {
    // 23:30 on 10 Oct 2026 in the UK is 22:30 UTC (summer time); 30 days on is 9 Nov, 23:30 GMT.
    const ends = cancellationEffectiveAt(at('2026-10-10T22:30:00Z'), at('2026-10-20T00:00:00Z'))
    expect(ends.toISOString()).toBe('2026-11-09T23:30:00.000Z')
    expect(formatDate(ends)).toBe('9 Nov 2026')
  })

  it('crosses a leap day', () => {
    const ends = cancellationEffectiveAt(at('2028-02-15T12:00:00Z'), at('2028-02-20T12:00:00Z'))
    expect(formatDate(ends)).toBe('16 Mar 2028')
  })
})
