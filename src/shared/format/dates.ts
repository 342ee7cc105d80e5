/**
 * Dates are formatted here and nowhere else, always in UK time (Europe/London),
 * whatever the time zone of the server or the visitor's browser.
 *
 * Month names come from our own table, not from Intl: recent ICU versions
 * print September as "Sept" in en-GB while older ones print "Sep", and the
 * server and browsers must agree.
 */

export const UK_TIME_ZONE = 'Europe/London'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

export type DateInput = string | number | Date

type LondonParts = { year: number; month: number; day: number; hour: number; minute: number }

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Accepts an ISO string, epoch milliseconds or a Date; throws RangeError when it is not a real date. */
export function toDate(input: DateInput): Date {
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`)
  return date
}

function londonParts(input: DateInput): LondonParts {
  const values: Record<string, number> = {}
  for (const part of partsFormatter.formatToParts(toDate(input))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value)
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    // Some runtimes print midnight as 24 even with h23.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
  }
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/** "21 Nov 2026" in UK time. */
export function formatDate(input: DateInput): string {
  const p = londonParts(input)
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`
}

/** "14:05" (24-hour clock) in UK time. */
export function formatTime(input: DateInput): string {
  const p = londonParts(input)
  return `${pad2(p.hour)}:${pad2(p.minute)}`
}

/** "21 Nov 2026, 14:05" in UK time. */
export function formatDateTime(input: DateInput): string {
  return `${formatDate(input)}, ${formatTime(input)}`
}

/** The UK calendar day as "2026-11-21", handy for grouping and comparing days. */
export function londonDateKey(input: DateInput): string {
  const p = londonParts(input)
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`
}

/** A duration in whole seconds as minutes and seconds: 205 → "3m 25s", 42 → "0m 42s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0))
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`
}
