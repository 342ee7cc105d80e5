/**
 * Money is formatted here and nowhere else. Amounts travel as integer pence
 * (minor units); only display code turns them into pounds.
 */

const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(currency: string): Intl.NumberFormat | null {
  const cached = formatters.get(currency)
  if (cached) return cached
  try {
    const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency })
    formatters.set(currency, formatter)
    return formatter
  } catch {
    // An unknown currency code, or a runtime without full Intl data.
    return null
  }
}

/** The plain form used when Intl cannot help: "£149.00", "-£1.50", "EUR 3.00". */
function plainFormat(pence: number, currency: string): string {
  const sign = pence < 0 ? '-' : ''
  const abs = Math.abs(Math.round(pence))
  const pounds = Math.floor(abs / 100)
  const rest = String(abs % 100).padStart(2, '0')
  const symbol = currency.toUpperCase() === 'GBP' ? '£' : `${currency.toUpperCase()} `
  return `${sign}${symbol}${pounds}.${rest}`
}

/** Formats integer minor units as en-GB currency with two decimals: 14900 → "£149.00". */
export function formatPence(pence: number, currency = 'GBP'): string {
  if (!Number.isFinite(pence)) throw new RangeError(`Cannot format a non-finite amount: ${pence}`)
  const formatter = formatterFor(currency)
  return formatter ? formatter.format(Math.round(pence) / 100) : plainFormat(pence, currency)
}

/** Formats a major-unit amount (pounds): 149 → "£149.00". Rounded to the penny first. */
export function formatPounds(pounds: number, currency = 'GBP'): string {
  return formatPence(poundsToPence(pounds), currency)
}

/** Prose form without pointless pence: 7900 → "£79", 1999 → "£19.99". */
export function formatPenceShort(pence: number, currency = 'GBP'): string {
  const full = formatPence(pence, currency)
  return Math.round(pence) % 100 === 0 ? full.replace(/[.,]00$/, '') : full
}

/** A monthly price as shown on cards and in the admin list: 14900 → "£149.00/month". */
export function formatPencePerMonth(pence: number, currency = 'GBP'): string {
  return `${formatPence(pence, currency)}/month`
}

/** Pounds to integer pence, rounding away binary-fraction noise (19.99 → 1999). */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100)
}

/** Integer pence to pounds, for places that must hand a major amount to someone else. */
export function penceToPounds(pence: number): number {
  return pence / 100
}

/** Exposed for tests: the non-Intl fallback. */
export const plainFormatPence = plainFormat
