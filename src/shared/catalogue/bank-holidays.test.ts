import { describe, expect, it } from 'vitest'
import { BANK_HOLIDAYS_COVER, ENGLAND_AND_WALES_BANK_HOLIDAYS as holidays } from './bank-holidays.ts'

/** Easter Sunday (Gregorian), by the anonymous algorithm (Meeus/Jones/Butcher). */
function easterSunday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

const key = (date: Date) => date.toISOString().slice(0, 10)
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000)

describe('bank holidays in England and Wales', () => {
  const years = Array.from(
    { length: BANK_HOLIDAYS_COVER.to - BANK_HOLIDAYS_COVER.from + 1 },
    (_, i) => BANK_HOLIDAYS_COVER.from + i,
  )

  it('lists eight weekdays a year, in order, each once', () => {
    for (const year of years) expect(holidays.filter((h) => h.date.startsWith(`${year}-`))).toHaveLength(8)
    const dates = holidays.map((h) => h.date)
    expect([...dates].sort()).toEqual(dates)
    expect(new Set(dates).size).toBe(dates.length)
    for (const { date } of holidays) expect([0, 6]).not.toContain(new Date(`${date}T12:00:00Z`).getUTCDay())
  })

  it('has Good Friday and Easter Monday around each Easter Sunday', () => {
    for (const year of years) {
      const easter = easterSunday(year)
      expect(holidays).toContainEqual({ date: key(plusDays(easter, -2)), name: 'Good Friday' })
      expect(holidays).toContainEqual({ date: key(plusDays(easter, 1)), name: 'Easter Monday' })
    }
  })

  it('puts the May and August holidays on Mondays', () => {
    for (const holiday of holidays.filter((h) => /May|Summer/.test(h.name)))
      expect(new Date(`${holiday.date}T12:00:00Z`).getUTCDay()).toBe(1)
  })
})
