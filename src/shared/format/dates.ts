/**
 * Dates are formatted here and nowhere else, in UK time (Europe/London) whatever the time zone of
 * the server or the visitor's browser; only the `…In` functions take another zone (a visitor's own,
 * for demo-call times).
 *
 * Month names come from our own table, not from Intl: recent ICU versions
 * print September as "Sept" in en-GB while older ones print "Sep", and the
 * server and browsers must agree.
 */

export const UK_TIME_ZONE = 'Europe/London'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

export type DateInput = string | number | Date

type ZoneParts = { year: number; month: number; day: number; hour: number; minute: number }

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Accepts an ISO string, epoch milliseconds or a Date; throws RangeError when it is not a real date. */
export function toDate(input: DateInput): Date {
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`)
  return date
}

function zoneParts(input: DateInput, timeZone: string): ZoneParts {
  const values: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(toDate(input))) {
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

const londonParts = (input: DateInput) => zoneParts(input, UK_TIME_ZONE)

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

// In a given time zone: a visitor's own, for demo-call times (the UK functions above are these with
// Europe/London).

/** "Thu 2 Apr" in the given IANA time zone. */
export function formatDayIn(input: DateInput, timeZone: string): string {
  const p = zoneParts(input, timeZone)
  const weekday = WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()]
  return `${weekday} ${p.day} ${MONTHS[p.month - 1]}`
}

/** "14:05" (24-hour clock) in the given time zone. */
export function formatTimeIn(input: DateInput, timeZone: string): string {
  const p = zoneParts(input, timeZone)
  return `${pad2(p.hour)}:${pad2(p.minute)}`
}

/** "Thu 2 Apr 2026, 14:05" in the given time zone. */
export function formatDateTimeIn(input: DateInput, timeZone: string): string {
  return `${formatDayIn(input, timeZone)} ${zoneParts(input, timeZone).year}, ${formatTimeIn(input, timeZone)}`
}

/** The calendar day in the given time zone as "2026-11-21". */
export function dateKeyIn(input: DateInput, timeZone: string): string {
  const p = zoneParts(input, timeZone)
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`
}

/** A time zone's name for people: "America/New_York" → "America/New York". */
export function timeZoneLabel(timeZone: string): string {
  return timeZone.replaceAll('_', ' ')
}

/** A duration in whole seconds as minutes and seconds: 205 → "3m 25s", 42 → "0m 42s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0))
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`
}
