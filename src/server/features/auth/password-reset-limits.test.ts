import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useFakeDate } from '../../../../tests/support/fake-date.ts'
import { createTestApp, signUp, TEST_APP_URL, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { PASSWORD_RESET_QUEUE } from './password-reset.service.ts'

const ACCEPTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
}

describe.each(backends)('password-reset request limits on %s', (backend) => {
  let t: TestApp
  const delays: number[] = []
  beforeAll(async () => {
    t = await createTestApp(backend, {}, { sleep: async (ms) => void delays.push(ms) })
    await signUp(t.app, 'known@example.com', 'known-password', 'Known')
  })
  afterAll(async () => {
    await t.close()
  })
  const clock = useFakeDate()
  beforeEach(() => {
    delays.length = 0
  })
  const aMinuteLater = () => clock.advance(61_000)

  const requestFrom = (remoteAddress: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress,
      headers: { origin: TEST_APP_URL },
      payload: { email, redirectTo: '/auth?type=recovery' },
    })

  const jobsFor = async (email: string) =>
    (
      await t.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.queue, PASSWORD_RESET_QUEUE), sql`${jobs.payload}->>'email' = ${email}`))
    ).length

  it('refuses an account and address pair after 5 requests, the same for known and unknown e-mails', async () => {
    const refusals: unknown[] = []
    for (const [index, email] of ['known@example.com', 'unknown@example.com'].entries()) {
      const address = `192.0.2.${20 + index}`
      for (let n = 0; n < 5; n++) expect((await requestFrom(address, email)).json()).toEqual(ACCEPTED)
      aMinuteLater()
      const refused = await requestFrom(address, email)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // Every answer has its own request id; the rest must not tell a known e-mail from an unknown one.
      const { requestId: _ownId, ...refusal } = (refused.json() as { error: Record<string, unknown> }).error
      refusals.push({ error: refusal })
      expect(await jobsFor(email)).toBe(5)
      // The same account from another address, and another account from this address, go through.
      expect((await requestFrom('192.0.2.99', email)).json()).toEqual(ACCEPTED)
      expect((await requestFrom(address, `other-${index}@example.com`)).json()).toEqual(ACCEPTED)
    }
    expect(refusals[0]).toMatchObject({
      error: {
        code: 'rate_limited',
        message: 'Too many reset requests for this account. Please try again in 14 minutes.',
      },
    })
    expect(refusals[1]).toEqual(refusals[0])
  })

  it('slows requests for an account past 20 from all addresses', async () => {
    for (let address = 1; address <= 4; address++) {
      for (let n = 0; n < 5; n++) await requestFrom(`10.5.0.${address}`, 'popular@example.com')
    }
    expect(delays).toEqual([])
    expect((await requestFrom('10.5.0.5', 'popular@example.com')).json()).toEqual(ACCEPTED)
    expect((await requestFrom('10.5.0.6', 'popular@example.com')).json()).toEqual(ACCEPTED)
    expect(delays).toEqual([1000, 2000])
    expect(await jobsFor('popular@example.com')).toBe(22)
  })

  it('limits one address to 5 requests a minute, whatever the e-mails', async () => {
    for (let n = 0; n < 5; n++) {
      expect((await requestFrom('10.6.0.1', `many-${n}@example.com`)).statusCode).toBe(200)
    }
    const limited = await requestFrom('10.6.0.1', 'many-5@example.com')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests. Please try again in 1 minute.',
    })
    expect(await jobsFor('many-5@example.com')).toBe(0)
    aMinuteLater()
    expect((await requestFrom('10.6.0.1', 'many-5@example.com')).statusCode).toBe(200)
  })
})
