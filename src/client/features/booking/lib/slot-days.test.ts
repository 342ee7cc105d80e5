import { describe, expect, it } from 'vitest'
import { describeSlot, groupSlotsByDay } from './slot-days.ts'

const slot = (start: string, end: string) => ({ start, end })

describe('demo-call times in the visitor’s zone', () => {
  const thursdayMorning = slot('2026-04-02T08:00:00.000Z', '2026-04-02T08:30:00.000Z')
  const slots = [thursdayMorning, slot('2026-04-03T02:00:00.000Z', '2026-04-03T02:30:00.000Z')]

  it('groups by the visitor’s own day', () => {
    expect(groupSlotsByDay(slots, 'Europe/London').map((day) => [day.label, day.slots.length])).toEqual([
      ['Thu 2 Apr', 1],
      ['Fri 3 Apr', 1],
    ])
    // 03:00 in London on Friday is still Thursday evening in New York.
    expect(groupSlotsByDay(slots, 'America/New_York').map((day) => [day.key, day.slots.length])).toEqual([
      ['2026-04-02', 2],
    ])
  })

  it('gives the UK time beside the visitor’s own when they differ', () => {
    expect(describeSlot(thursdayMorning, 'Europe/London')).toBe('Thu 2 Apr, 09:00–09:30 UK time')
    expect(describeSlot(thursdayMorning, 'Europe/Paris')).toBe(
      'Thu 2 Apr, 10:00–10:30 your time (09:00–09:30 UK time)',
    )
  })
})
