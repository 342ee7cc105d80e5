import { describe, expect, it } from 'vitest'
import { periodAmountPence, prorationPence, retentionDiscountPence } from './billing.ts'

describe('billing amounts from the pricing engine', () => {
  it('bills six months as six times a month (Pro: £894.00)', () => {
    expect(periodAmountPence(14900, 'six_months')).toBe(89400)
    expect(periodAmountPence(14900, 'month')).toBe(14900)
  })

  it('takes 10% off the next payment for the retention offer (Pro: £134.10)', () => {
    expect(14900 - retentionDiscountPence(14900)).toBe(13410)
  })

  it('prorates an upgrade over the share of the period left, and never a downgrade', () => {
    const period = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') }
    const halfway = new Date('2026-11-16T00:00:00Z')
    expect(prorationPence(14900, 21900, period, halfway)).toBe(3500)
    expect(prorationPence(21900, 14900, period, halfway)).toBe(0)
    expect(prorationPence(14900, 21900, period, period.end)).toBe(0)
    expect(prorationPence(14900, 21900, period, period.start)).toBe(7000)
  })
})
