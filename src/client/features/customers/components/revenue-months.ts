import type { AdminOverview } from '#shared/schemas/customers.ts'

export type RevenueMonths = AdminOverview['revenueMonths']

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })

/** '2026-11' as 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number)
  return monthFormat.format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)))
}
