import { londonInstant as sharedLondonInstant } from '#shared/content/calendar.ts'
import { formatDate, londonDateKey } from '#shared/format/dates.ts'

/**
 * Calendar days as 'YYYY-MM-DD' keys in UK time: the team picks a Europe/London date and time, and
 * both calendars lay posts out on UK days whatever the browser's own time zone.
 */
export type DateKey = string

export interface Month {
  year: number
  /** 1–12 */
  month: number
}

function parts(key: DateKey): [number, number, number] {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number)
  return [year, month, day]
}

const pad2 = (n: number) => String(n).padStart(2, '0')

function keyOfUtc(date: Date): DateKey {
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`
}

/** The day `days` after (or before) `key`; calendar arithmetic, free of clocks and offsets. */
export function addDays(key: DateKey, days: number): DateKey {
  const [year, month, day] = parts(key)
  return keyOfUtc(new Date(Date.UTC(year, month - 1, day + days)))
}

/** 0 for Monday … 6 for Sunday. */
function weekdayIndex(key: DateKey): number {
  const [year, month, day] = parts(key)
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7
}

/** The Monday of the week `key` falls in (UK weeks start on Monday). */
export function weekStartOf(key: DateKey): DateKey {
  return addDays(key, -weekdayIndex(key))
}

export function monthOf(key: DateKey): Month {
  const [year, month] = parts(key)
  return { year, month }
}

export function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + (month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export function firstDayOf({ year, month }: Month): DateKey {
  return `${year}-${pad2(month)}-01`
}

/** The weeks (Monday to Sunday) that show a month, with the days of the months either side. */
export function monthWeeks(month: Month): DateKey[][] {
  const first = firstDayOf(month)
  const last = addDays(firstDayOf(shiftMonth(month, 1)), -1)
  const weeks: DateKey[][] = []
  for (let start = weekStartOf(first); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)))
  }
  return weeks
}

/** The instant a UK date and 24-hour time ('14:30') stand for, as an ISO string. */
export function londonInstant(key: DateKey, time = '00:00'): string {
  const instant = sharedLondonInstant(key, time)
  if (!instant) throw new RangeError(`Not a UK date and time: ${key} ${time}`)
  return instant.toISOString()
}

/** The API's calendar range for a month: from its first UK midnight to the next month's. */
export function monthRange(month: Month): { from: string; to: string } {
  return { from: londonInstant(firstDayOf(month)), to: londonInstant(firstDayOf(shiftMonth(month, 1))) }
}

/** 'Nov 2026', from the one date formatter. */
export function monthLabel(month: Month): string {
  return formatDate(londonInstant(firstDayOf(month), '12:00')).replace(/^\d+ /, '')
}

export function todayKey(now: Date = new Date()): DateKey {
  return londonDateKey(now)
}

/** The same day of another month, or that month's last day when it is shorter (31 Jan → 28 Feb). */
export function shiftDay(day: DateKey, months: number): DateKey {
  const target = shiftMonth(monthOf(day), months)
  const last = addDays(firstDayOf(shiftMonth(target, 1)), -1)
  const wanted = `${firstDayOf(target).slice(0, 8)}${day.slice(8)}`
  return wanted > last ? last : wanted
}
