/**
 * Calendar days and wall-clock times in Europe/London for the content calendar: the team picks a UK
 * date and time, the server stores the instant; a week starts on a UK Monday.
 */
import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns/addDays'
import { UK_TIME_ZONE } from '../format/dates.ts'

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

function parseDay(day: string): { year: number; month: number; date: number } | undefined {
  const match = DAY_KEY.exec(day)
  if (!match) return undefined
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const check = new Date(Date.UTC(year, month - 1, date))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return undefined
  }
  return { year, month, date }
}

export function isDayKey(value: string): boolean {
  return parseDay(value) !== undefined
}

/** The instant of a UK date ("2026-05-04") and wall-clock time ("09:30"); undefined when either is not real. */
export function londonInstant(day: string, time: string): Date | undefined {
  const parsed = parseDay(day)
  const clock = TIME.exec(time)
  if (!parsed || !clock) return undefined
  return new Date(
    new TZDate(
      parsed.year,
      parsed.month - 1,
      parsed.date,
      Number(clock[1]),
      Number(clock[2]),
      UK_TIME_ZONE,
    ).getTime(),
  )
}

/** True when the UK date is a Monday. */
export function isMonday(day: string): boolean {
  const parsed = parseDay(day)
  if (!parsed) return false
  return new TZDate(parsed.year, parsed.month - 1, parsed.date, 12, 0, UK_TIME_ZONE).getDay() === 1
}

/** The instants a UK week covers, from Monday 00:00 to the next Monday 00:00 (clock changes included). */
export function londonWeek(monday: string): { from: Date; to: Date } | undefined {
  const start = londonInstant(monday, '00:00')
  if (!start || !isMonday(monday)) return undefined
  const startLondon = new TZDate(start.getTime(), UK_TIME_ZONE)
  const next = addDays(startLondon, 7)
  return { from: start, to: new Date(next.getTime()) }
}

/** The UK Monday ("YYYY-MM-DD") of the week an instant falls in. */
export function londonMondayOf(instant: Date): string {
  const london = new TZDate(instant.getTime(), UK_TIME_ZONE)
  const monday = addDays(london, -((london.getDay() + 6) % 7))
  const pad2 = (n: number) => String(n).padStart(2, '0')
  return `${monday.getFullYear()}-${pad2(monday.getMonth() + 1)}-${pad2(monday.getDate())}`
}
