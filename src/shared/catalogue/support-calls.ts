import { TZDate } from '@date-fns/tz'
import { UK_TIME_ZONE } from '../format/dates.ts'
import type { PlanId } from './plans.ts'

/**
 * What each plan's support includes (the plans' own words: Basic 'Email support', Pro 'Priority email and
 * video call support', Premium '24/7 support by email and video call').
 * - videoCalls: the customer books support video calls on /dashboard/support.
 * - anyHour ('24/7'): every hour the team opens for support calls, evenings, weekends and bank holidays
 *   too; without it, only office hours within them.
 * - priority: the customer's requests and calls are marked and listed first for the team. Premium is sold
 *   above Pro and keeps Pro's priority.
 */
export interface PlanSupport {
  videoCalls: boolean
  anyHour: boolean
  priority: boolean
}

export const PLAN_SUPPORT: Readonly<Record<PlanId, PlanSupport>> = {
  basic: { videoCalls: false, anyHour: false, priority: false },
  pro: { videoCalls: true, anyHour: false, priority: true },
  premium: { videoCalls: true, anyHour: true, priority: true },
}

const NO_PLAN: PlanSupport = { videoCalls: false, anyHour: false, priority: false }

export function planSupport(planId: PlanId | undefined): PlanSupport {
  return planId ? PLAN_SUPPORT[planId] : NO_PLAN
}

/** Office hours, UK time, Monday to Friday except bank holidays: the support calls of a plan without 24/7. */
export const OFFICE_HOURS = { start: '09:00', end: '17:30', weekdays: 'Monday to Friday' } as const

/** '09:00' as minutes after midnight. */
export const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** Whether a call lies within office hours on a UK working day (not a weekend, not a bank holiday). */
export function withinOfficeHours(
  call: { start: Date; end: Date },
  bankHolidays: ReadonlySet<string>,
): boolean {
  const start = new TZDate(call.start.getTime(), UK_TIME_ZONE)
  const weekday = start.getDay()
  if (weekday === 0 || weekday === 6) return false
  const day = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`
  if (bankHolidays.has(day)) return false
  const startMinutes = start.getHours() * 60 + start.getMinutes()
  const endMinutes = startMinutes + Math.round((call.end.getTime() - call.start.getTime()) / 60_000)
  return startMinutes >= minutesOf(OFFICE_HOURS.start) && endMinutes <= minutesOf(OFFICE_HOURS.end)
}

/** The video room's name: this many random bytes, hex (128 bits: not guessable). */
export const VIDEO_ROOM_BYTES = 16
