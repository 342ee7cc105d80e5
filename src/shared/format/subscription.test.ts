import { describe, expect, it } from 'vitest'
import { subscriptionLine } from './subscription.ts'

describe('subscriptionLine', () => {
  it.each([
    [{ priceAmount: 14900 }, 'Active - £149.00/month'],
    [{ priceAmount: 29250 }, 'Active - £292.50/month'],
    [null, 'No active subscription'],
  ])('%o → %s', (subscription, expected) => {
    expect(subscriptionLine(subscription)).toBe(expected)
  })
})
