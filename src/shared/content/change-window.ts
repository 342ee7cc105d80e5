/**
 * The 48-hour rule as one object: when the cut-off for changes falls, how long is left, and whether a
 * request is late. Pure: the clock comes in as `now`.
 */
import { CHANGE_CUTOFF_HOURS, HOUR_MS, NO_ANSWER_HOURS } from './content-rules.ts'

export type Instant = Date | string | number

const ms = (value: Instant) => (value instanceof Date ? value.getTime() : new Date(value).getTime())

/** The last moment to ask for changes with the date still kept: 48 hours before publishing. */
export function changeCutoff(scheduledAt: Instant): Date {
  return new Date(ms(scheduledAt) - CHANGE_CUTOFF_HOURS * HOUR_MS)
}

/** Milliseconds left before the cut-off; 0 once it has passed. */
export function timeLeftForChanges(scheduledAt: Instant, now: Instant): number {
  return Math.max(0, changeCutoff(scheduledAt).getTime() - ms(now))
}

/** A request for changes after the cut-off is accepted but marked as possibly too late for that date. */
export function isLateForChanges(scheduledAt: Instant, now: Instant): boolean {
  return ms(now) > changeCutoff(scheduledAt).getTime()
}

/** When the customer's no-answer rule applies to a post still in review: 24 hours before publishing. */
export function noAnswerDeadline(scheduledAt: Instant): Date {
  return new Date(ms(scheduledAt) - NO_ANSWER_HOURS * HOUR_MS)
}

/** "2 days 5 hours", "3 hours 20 minutes", "45 minutes", or "Less than a minute". */
export function formatTimeLeft(milliseconds: number): string {
  const totalMinutes = Math.floor(Math.max(0, milliseconds) / 60_000)
  const days = Math.floor(totalMinutes / (24 * 60))
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60)
  const minutes = totalMinutes % 60
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day')
  if (hours > 0)
    return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour')
  if (minutes > 0) return unit(minutes, 'minute')
  return 'Less than a minute'
}

/** The line each post shows about its cut-off. */
export function changeWindowText(scheduledAt: Instant, now: Instant): string {
  const left = timeLeftForChanges(scheduledAt, now)
  return left > 0
    ? `${formatTimeLeft(left)} left to ask for changes`
    : 'The 48-hour cut-off has passed: changes may be too late for this date'
}
