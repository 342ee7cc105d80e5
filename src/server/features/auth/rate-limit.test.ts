import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useFakeDate } from '../../../../tests/support/fake-date.ts'
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

const LOCKED_PAIR = {
  code: 'rate_limited',
  message: 'Too many attempts for this account. Please try again in 15 minutes.',
}

describe.each(backends)('sign-in and sign-up rate limits on %s', (backend) => {
  let t: TestApp
  /** The slow-downs the server applied, recorded instead of waited for. */
  const delays: number[] = []
  beforeAll(async () => {
    t = await createTestApp(backend, {}, { sleep: async (ms) => void delays.push(ms) })
    await signUp(t.app, 'target@example.com', 'right-password', 'Target')
    await signUp(t.app, 'other@example.com', 'other-password', 'Other')
    await signUp(t.app, 'steady@example.com', 'steady-password', 'Steady')
  })
  afterAll(async () => {
    await t.close()
  })
  const clock = useFakeDate()
  beforeEach(() => {
    delays.length = 0
  })
  const aMinuteLater = () => clock.advance(61_000)

  const signInFrom = (ip: string, email: string, password: string) =>
    t.app.inject(from(ip, '/api/auth/sign-in/email', { email, password }))

  it('answers repeated wrong passwords from one address with 429 (the library, per address)', async () => {
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

  it('refuses the attacking address after its failures while the owner signs in from another', async () => {
    const answers = []
    for (let attempt = 0; attempt < 20; attempt++) {
      answers.push(await signInFrom('198.51.100.1', 'Target@Example.com', 'wrong-password'))
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array(10).fill(401),
      ...Array(10).fill(429),
    ])
    expect(answers[10]?.json().error).toMatchObject(LOCKED_PAIR)
    expect(Number(answers[10]?.headers['retry-after'])).toBeGreaterThan(14 * 60)

    // A minute on (the library's per-address window is over), the right password is refused there too.
    aMinuteLater()
    const refused = await signInFrom('198.51.100.1', 'target@example.com', 'right-password')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toBe(
      'Too many attempts for this account. Please try again in 14 minutes.',
    )

    expect((await signInFrom('198.51.100.2', 'target@example.com', 'right-password')).statusCode).toBe(200)
    // The attacking address can still sign in to another account.
    expect((await signInFrom('198.51.100.1', 'steady@example.com', 'steady-password')).statusCode).toBe(200)
    expect(delays).toEqual([])
  })

  it('does not count successful sign-ins', async () => {
    await signUp(t.app, 'regular@example.com', 'regular-pass', 'Regular')
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await signInFrom('203.0.113.1', 'regular@example.com', 'regular-pass')
        expect(response.statusCode).toBe(200)
      }
      aMinuteLater()
    }
  })

  it('forgets an address’s failures after a successful sign-in from it', async () => {
    await signUp(t.app, 'forgetful@example.com', 'forgetful-pass', 'Forgetful')
    const attempt = (password: string) => signInFrom('203.0.113.9', 'forgetful@example.com', password)
    for (let failure = 0; failure < 9; failure++)
      expect((await attempt('wrong-password')).statusCode).toBe(401)
    expect((await attempt('forgetful-pass')).statusCode).toBe(200)
    aMinuteLater()
    for (let failure = 0; failure < 10; failure++)
      expect((await attempt('wrong-password')).statusCode).toBe(401)
    expect((await attempt('wrong-password')).json().error).toMatchObject(LOCKED_PAIR)
  })

  // Fifty-odd password checks: allow for a busy machine.
  it('slows, never blocks, an account past 50 failures from all addresses', {
    timeout: 120_000,
  }, async () => {
    await signUp(t.app, 'besieged@example.com', 'besieged-pass', 'Besieged')
    // Five addresses at once, ten wrong passwords each: a distributed attack.
    const attackers = [1, 2, 3, 4, 5].map(async (address) => {
      const statuses: number[] = []
      for (let failure = 0; failure < 10; failure++) {
        const response = await signInFrom(`10.4.0.${address}`, 'besieged@example.com', 'wrong-password')
        statuses.push(response.statusCode)
      }
      return statuses
    })
    expect((await Promise.all(attackers)).flat()).toEqual(Array(50).fill(401))
    expect(delays).toEqual([])

    expect((await signInFrom('10.4.0.6', 'besieged@example.com', 'wrong-password')).statusCode).toBe(401)
    expect((await signInFrom('10.4.0.7', 'besieged@example.com', 'wrong-password')).statusCode).toBe(401)
    expect(delays).toEqual([1000, 2000])
    for (let failure = 0; failure < 4; failure++) {
      await signInFrom(`10.4.0.${8 + failure}`, 'besieged@example.com', 'wrong-password')
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000])

    // The owner is held the longest delay, then signed in; other accounts are not slowed.
    expect((await signInFrom('10.4.1.1', 'besieged@example.com', 'besieged-pass')).statusCode).toBe(200)
    expect((await signInFrom('10.4.1.1', 'steady@example.com', 'steady-password')).statusCode).toBe(200)
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000])
  })

  it('limits sign-ups per address, for an hour', async () => {
    const signUpFrom = (ip: string, n: number) =>
      t.app.inject(
        from(ip, '/api/auth/sign-up/email', {
          email: `new${n}@example.com`,
          password: 'new-pass',
          name: 'N',
        }),
      )
    for (let n = 0; n < 10; n++) expect((await signUpFrom('10.2.0.1', n)).statusCode).toBe(200)
    aMinuteLater()
    const limited = await signUpFrom('10.2.0.1', 10)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many sign-up attempts from this address. Please try again in 59 minutes.',
    })
    expect((await signUpFrom('10.2.0.2', 11)).statusCode).toBe(200)
  })
})
