import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signUp, TEST_APP_URL, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'

let nextIp = 1
function post(url: string, payload: Record<string, unknown>) {
  return {
    method: 'POST' as const,
    url,
    headers: { origin: TEST_APP_URL, 'x-forwarded-for': `10.4.0.${nextIp++}` },
    payload,
  }
}

describe.each(backends)('sign-up and sign-in input on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
    await signUp(t.app, 'member@example.com', 'member-pass', 'Member')
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await t.app.inject(
      post('/api/auth/sign-in/email', { email: 'member@example.com', password: 'nope-nope' }),
    )
    const unknown = await t.app.inject(
      post('/api/auth/sign-in/email', { email: 'ghost@example.com', password: 'nope-nope' }),
    )
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(unknown.body).toBe(wrong.body)
  })

  it('trims the e-mail', async () => {
    const response = await t.app.inject(
      post('/api/auth/sign-in/email', { email: '  member@example.com ', password: 'member-pass' }),
    )
    expect(response.statusCode).toBe(200)
  })

  it('refuses an invalid or over-long e-mail with 400 and creates nothing', async () => {
    const long = `${'a'.repeat(244)}@example.com`
    expect(long.length).toBe(256)
    for (const email of [long, 'not-an-email', '']) {
      const response = await t.app.inject(
        post('/api/auth/sign-up/email', { email, password: 'long-pass', name: 'L' }),
      )
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'Invalid email address',
      })
    }
    const ok = await t.app.inject(
      post('/api/auth/sign-up/email', { email: long.slice(1), password: 'long-pass', name: 'L' }),
    )
    expect(ok.statusCode).toBe(200)
  })

  it('refuses a password shorter than 6 characters', async () => {
    const response = await t.app.inject(
      post('/api/auth/sign-up/email', { email: 'short@example.com', password: '12345', name: 'S' }),
    )
    expect(response.statusCode).toBe(400)
  })
})
