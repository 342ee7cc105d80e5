import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { choosePaymentProvider } from './choose-provider.ts'

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }

describe('choosePaymentProvider', () => {
  it('uses the test payment page without Stripe keys', () => {
    const setup = choosePaymentProvider(loadConfig({}))
    expect(setup.provider.name).toBe('test')
    expect(setup.stripe).toBeUndefined()
  })

  it('uses Stripe Checkout when the keys are set', () => {
    const setup = choosePaymentProvider(loadConfig(STRIPE))
    expect(setup.provider.name).toBe('stripe')
    expect(setup.stripe).toBeDefined()
  })

  it('uses the test page with PAYMENT_PROVIDER=test, keeping Stripe for its webhook', () => {
    const setup = choosePaymentProvider(loadConfig({ ...STRIPE, PAYMENT_PROVIDER: 'test' }))
    expect(setup.provider.name).toBe('test')
    expect(setup.stripe).toBeDefined()
  })
})
