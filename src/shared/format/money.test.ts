import { describe, expect, it } from 'vitest'
import {
  formatPence,
  formatPencePerMonth,
  formatPenceShort,
  formatPounds,
  penceToPounds,
  plainFormatPence,
  poundsToPence,
} from './money.ts'

describe('formatPence', () => {
  it.each([
    [14900, '£149.00'],
    [7900, '£79.00'],
    [0, '£0.00'],
    [5, '£0.05'],
    [1999, '£19.99'],
    [123456789, '£1,234,567.89'],
    [-150, '-£1.50'],
  ])('%i pence → %s', (pence, expected) => {
    expect(formatPence(pence)).toBe(expected)
  })

  it('rounds stray fractions of a penny', () => {
    expect(formatPence(1499.6)).toBe('£15.00')
  })

  it('formats other currencies when asked', () => {
    expect(formatPence(300, 'EUR')).toBe('€3.00')
  })

  it('falls back to a plain format for a currency Intl rejects', () => {
    expect(formatPence(300, 'not-a-currency')).toBe('NOT-A-CURRENCY 3.00')
  })

  it('refuses non-finite amounts', () => {
    expect(() => formatPence(Number.NaN)).toThrow(RangeError)
  })
})

describe('plainFormatPence', () => {
  it.each([
    [14900, 'GBP', '£149.00'],
    [5, 'GBP', '£0.05'],
    [-150, 'GBP', '-£1.50'],
    [300, 'eur', 'EUR 3.00'],
  ])('%i %s → %s', (pence, currency, expected) => {
    expect(plainFormatPence(pence, currency)).toBe(expected)
  })
})

describe('pounds helpers', () => {
  it('formats pounds', () => {
    expect(formatPounds(149)).toBe('£149.00')
    expect(formatPounds(19.99)).toBe('£19.99')
  })

  it('converts without floating-point noise', () => {
    expect(poundsToPence(19.99)).toBe(1999)
    expect(poundsToPence(0.1 + 0.2)).toBe(30)
    expect(penceToPounds(14900)).toBe(149)
  })

  it('drops whole-pound pence in prose', () => {
    expect(formatPenceShort(7900)).toBe('£79')
    expect(formatPenceShort(123400)).toBe('£1,234')
    expect(formatPenceShort(1999)).toBe('£19.99')
  })

  it('formats a monthly price', () => {
    expect(formatPencePerMonth(14900)).toBe('£149.00/month')
  })
})
