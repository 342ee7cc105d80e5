import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestAppBeside, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { CHECKOUT_RATE_LIMIT } from './checkout.routes.ts'

describe.each(backends)('the checkout rate limit shared by two servers on %s', (backend) => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    first = await createTestApp(backend)
    second = await createTestAppBeside(first)
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  const createCheckout = (server: TestApp, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/api/checkout', remoteAddress, payload: {} })

  it('refuses an address once its requests, spread over both servers, pass the limit', async () => {
    const statuses: number[] = []
    for (let n = 0; n < CHECKOUT_RATE_LIMIT.max; n++) {
      statuses.push((await createCheckout(n % 2 === 0 ? first : second, '192.0.2.30')).statusCode)
    }
    // Each server alone has seen only half the limit; the count is the shared one.
    expect(statuses).toEqual(Array(CHECKOUT_RATE_LIMIT.max).fill(400))
    for (const server of [first, second]) {
      const limited = await createCheckout(server, '192.0.2.30')
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({
        error: { code: 'rate_limited', message: 'Too many requests. Please try again in 1 minute.' },
      })
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Another address, and another limited route for this address, count on their own.
    expect((await createCheckout(second, '192.0.2.31')).statusCode).toBe(400)
    const pay = await first.app.inject({
      method: 'POST',
      url: '/api/checkout/unknown-id/pay',
      remoteAddress: '192.0.2.30',
    })
    expect(pay.statusCode).toBe(404)
  })
})
