import { describe, expect, it } from 'vitest'
import { isMonday, londonInstant, londonMondayOf, londonWeek } from './calendar.ts'
import {
  changeCutoff,
  changeWindowText,
  formatTimeLeft,
  isLateForChanges,
  timeLeftForChanges,
} from './change-window.ts'
import { canMove, nextStatus, postActions, postStatuses } from './post-status.ts'

describe('the post lifecycle', () => {
  it('allows exactly the moves of the issue', () => {
    const allowed = postStatuses.flatMap((from) =>
      postActions
        .filter((action) => canMove(from, action))
        .map((action) => `${from} -${action}-> ${nextStatus(from, action)}`),
    )
    expect(allowed).toEqual([
      'draft -send_for_review-> in_review',
      'in_review -approve-> approved',
      'in_review -request_changes-> changes_requested',
      'changes_requested -revise-> revised',
      'revised -send_for_review-> in_review',
      'approved -schedule-> scheduled',
      'scheduled -publish-> published',
    ])
  })
})

describe('the 48-hour rule', () => {
  const scheduledAt = '2030-06-10T09:00:00.000Z'

  it('puts the cut-off 48 hours before publishing and counts down to it', () => {
    expect(changeCutoff(scheduledAt).toISOString()).toBe('2030-06-08T09:00:00.000Z')
    expect(timeLeftForChanges(scheduledAt, '2030-06-07T08:30:00.000Z')).toBe(24.5 * 60 * 60 * 1000)
    expect(timeLeftForChanges(scheduledAt, '2030-06-09T00:00:00.000Z')).toBe(0)
  })

  it('marks a request late only after the cut-off', () => {
    expect(isLateForChanges(scheduledAt, '2030-06-08T09:00:00.000Z')).toBe(false)
    expect(isLateForChanges(scheduledAt, '2030-06-08T09:00:00.001Z')).toBe(true)
  })

  it('says the time left in words', () => {
    expect(formatTimeLeft(2 * 86_400_000 + 5 * 3_600_000)).toBe('2 days 5 hours')
    expect(formatTimeLeft(3_600_000 + 60_000)).toBe('1 hour 1 minute')
    expect(formatTimeLeft(30_000)).toBe('Less than a minute')
    expect(changeWindowText(scheduledAt, '2030-06-09T00:00:00.000Z')).toContain('cut-off has passed')
  })
})

describe('UK calendar helpers', () => {
  it('turns a UK date and time into an instant on either side of a clock change', () => {
    expect(londonInstant('2030-01-15', '09:30')?.toISOString()).toBe('2030-01-15T09:30:00.000Z')
    expect(londonInstant('2030-07-15', '09:30')?.toISOString()).toBe('2030-07-15T08:30:00.000Z')
    expect(londonInstant('2030-02-30', '09:30')).toBeUndefined()
    expect(londonInstant('2030-02-10', '24:00')).toBeUndefined()
  })

  it('knows Mondays and UK weeks, including the week the clocks go forward', () => {
    expect(isMonday('2030-03-25')).toBe(true)
    expect(isMonday('2030-03-26')).toBe(false)
    const week = londonWeek('2030-03-25')
    expect(week?.from.toISOString()).toBe('2030-03-25T00:00:00.000Z')
    expect(week?.to.toISOString()).toBe('2030-03-31T23:00:00.000Z')
    expect(londonWeek('2030-03-26')).toBeUndefined()
    expect(londonMondayOf(new Date('2030-03-31T12:00:00Z'))).toBe('2030-03-25')
  })
})
