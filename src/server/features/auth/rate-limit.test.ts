import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signUp, TEST_APP_URL, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'

/** A request from a given client address (the server trusts X-Forwarded-For only from loopback). */
function from(ip: string, url: string, payload: Record<string, unknown>) {
  return {
    method: 'POST' as const,
    url,
    headers: { origin: TEST_APP_URL, 'x-forwarded-for': ip },
    payload,
  }
}

describe.each(backends)('sign-in, sign-up and reset rate limits on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
    await signUp(t.app, 'target@example.com', 'right-password', 'Target')
    await signUp(t.app, 'other@example.com', 'other-password', 'Other')
    await signUp(t.app, 'steady@example.com', 'steady-password', 'Steady')
  })
  afterAll(async () => {
    await t.close()
  })

  const signInFrom = (ip: string, email: string, password: string) =>
    t.app.inject(from(ip, '/api/auth/sign-in/email', { email, password }))

  it('answers repeated wrong passwords from one address with 429', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      const email = attempt % 2 === 0 ? 'other@example.com' : `nobody${attempt}@example.com`
      statuses.push((await signInFrom('192.0.2.10', email, 'wrong-password')).statusCode)
    }
    expect(statuses).toEqual(Array(10).fill(401))
    const limited = await signInFrom('192.0.2.10', 'steady@example.com', 'steady-password')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe('Too many requests. Please try again later.')
    // Another address is not affected.
    expect((await signInFrom('192.0.2.11', 'steady@example.com', 'steady-password')).statusCode).toBe(200)
  })

  it('limits one account however many addresses the guesses come from', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await signInFrom(`198.51.100.${attempt + 1}`, 'Target@Example.com', 'wrong-password')
      expect(response.statusCode).toBe(401)
    }
    const limited = await signInFrom('198.51.100.99', 'target@example.com', 'right-password')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts for this account. Please try again in 15 minutes.',
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // A different account from the same address still signs in.
    expect((await signInFrom('198.51.100.99', 'steady@example.com', 'steady-password')).statusCode).toBe(200)
  })

  it('forgets earlier failures after a successful sign-in', async () => {
    await signUp(t.app, 'forgetful@example.com', 'forgetful-pass', 'Forgetful')
    for (let attempt = 0; attempt < 9; attempt++) {
      await signInFrom(`203.0.113.${attempt + 1}`, 'forgetful@example.com', 'wrong-password')
    }
    expect((await signInFrom('203.0.113.50', 'forgetful@example.com', 'forgetful-pass')).statusCode).toBe(200)
    for (let attempt = 0; attempt < 9; attempt++) {
      const response = await signInFrom(
        `203.0.113.${attempt + 60}`,
        'forgetful@example.com',
        'wrong-password',
      )
      expect(response.statusCode).toBe(401)
    }
  })

  it('limits reset requests per e-mail, the same for known and unknown addresses', async () => {
    for (const email of ['target@example.com', 'unknown@example.com']) {
      const bodies: string[] = []
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await t.app.inject(
          from(`10.1.${email.length}.${attempt + 1}`, '/api/auth/request-password-reset', { email }),
        )
        expect(response.statusCode).toBe(200)
        bodies.push(response.body)
      }
      const limited = await t.app.inject(from('10.9.9.9', '/api/auth/request-password-reset', { email }))
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error.code).toBe('rate_limited')
    }
  })

  it('limits sign-ups per e-mail', async () => {
    const email = 'taken@example.com'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await t.app.inject(
        from(`10.2.0.${attempt + 1}`, '/api/auth/sign-up/email', {
          email,
          password: 'taken-pass',
          name: 'T',
        }),
      )
      statuses.push(response.statusCode)
    }
    expect(statuses[0]).toBe(200)
    expect(statuses.slice(1, 5).every((status) => status !== 429)).toBe(true)
    expect(statuses[5]).toBe(429)
  })
})
