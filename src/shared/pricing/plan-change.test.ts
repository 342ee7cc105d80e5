import { describe, expect, it } from 'vitest'
import { priceChange, sameSelection, withoutUnavailableCarousels } from './plan-change.ts'
import type { OrderSelection } from './selection.ts'

const pro: OrderSelection = {
  plan: 'pro',
  freeChannel: 'facebook',
  additionalChannels: ['linkedin-company'],
  addOns: { carouselPosts: 4, reports: false },
}
// 1 to 31 January: 30 days; at the 16th, half the period is left.
const period = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-01-31T00:00:00Z') }
const at = new Date('2026-01-16T00:00:00Z')

describe('pricing a change of plan or extras', () => {
  it('applies an upgrade now, charging half the difference at half the period', () => {
    // Pro £149 + LinkedIn £15 + 4 carousels £20 = £184; Premium: £254.
    const change = priceChange({
      current: pro,
      currentPeriodPence: 18400,
      change: { plan: 'premium' },
      interval: 'month',
      period,
      at,
    })
    expect(change).toMatchObject({
      timing: 'now',
      newPeriodPence: 25400,
      chargeNowPence: 3500,
      carouselDropped: false,
    })
  })

  it('takes a downgrade from the next period, with nothing charged now', () => {
    const change = priceChange({
      current: pro,
      currentPeriodPence: 18400,
      change: { plan: 'basic' },
      interval: 'month',
      period,
      at,
    })
    expect(change).toMatchObject({ timing: 'next_period', newPeriodPence: 11400, chargeNowPence: 0 })
  })

  it('drops the carousel posts with the last Instagram or LinkedIn channel', () => {
    const change = priceChange({
      current: pro,
      currentPeriodPence: 18400,
      change: { additionalChannels: [] },
      interval: 'month',
      period,
      at,
    })
    expect(change).toMatchObject({ timing: 'next_period', newPeriodPence: 14900, carouselDropped: true })
    expect(change.selection.addOns.carouselPosts).toBe(0)
    expect(withoutUnavailableCarousels(pro).carouselDropped).toBe(false)
  })

  it('keeps a fixed checkout discount and prices six months at six times a month', () => {
    const change = priceChange({
      current: pro,
      currentPeriodPence: 6 * 18400 - 1000,
      change: { plan: 'premium' },
      interval: 'six_months',
      period,
      at,
    })
    expect(change.newPeriodPence).toBe(6 * 25400 - 1000)
  })

  it('knows the same selection whatever the order of its channels', () => {
    const two = { ...pro, additionalChannels: ['linkedin-company', 'x-twitter'] } as const
    expect(sameSelection(two, { ...two, additionalChannels: ['x-twitter', 'linkedin-company'] })).toBe(true)
    expect(sameSelection(two, pro)).toBe(false)
  })
})
