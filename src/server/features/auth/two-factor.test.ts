import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  confirmEmail,
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { secretFromUri, totpCode } from '../../../../tests/support/totp.ts'
import { withNewCookies } from '../../../../tests/support/two-factor.ts'

describe('the test TOTP helper', () => {
  // RFC 6238 appendix B (SHA-1 key "12345678901234567890"), last 6 digits.
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC test vector at %i s', (seconds, code) => {
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', seconds * 1000)).toBe(code)
  })
})

describe.each(backends)('two-factor sign-in on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => {
    await t.close()
  })

  const session = async (cookie: string) =>
    (await t.app.inject(withCookie(cookie, { method: 'GET', url: '/api/session' }))).json()

  it('turns on with a confirmed code, then asks for a code before granting a session', async () => {
    await signUp(t.app, 'totp@example.com', 'totp-password', 'Totp')
    await confirmEmail(t, 'totp@example.com')
    let cookie = await signIn(t.app, 'totp@example.com', 'totp-password')
    const enable = await t.app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/auth/two-factor/enable',
        payload: { password: 'totp-password' },
      }),
    )
    expect(enable.statusCode).toBe(200)
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] }
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//)
    expect(backupCodes.length).toBeGreaterThan(0)
    expect((await session(cookie)).user.twoFactorEnabled).toBe(false)

    const secret = secretFromUri(totpURI)
    const verify = (code: string, jar: string) =>
      t.app.inject(
        withCookie(jar, { method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code } }),
      )
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000'
    expect((await verify(wrongCode, cookie)).statusCode).toBe(401)
    const confirmed = await verify(totpCode(secret), cookie)
    expect(confirmed.statusCode).toBe(200)
    cookie = withNewCookies(confirmed, cookie)
    expect((await session(cookie)).user.twoFactorEnabled).toBe(true)

    const challenge = await t.app.inject(
      withCookie('', {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'totp@example.com', password: 'totp-password' },
      }),
    )
    expect(challenge.statusCode).toBe(200)
    expect(challenge.json()).toMatchObject({ twoFactorRedirect: true })
    const pending = withNewCookies(challenge)
    expect((await session(pending)).user).toBeNull()

    expect((await verify(wrongCode, pending)).statusCode).toBe(401)
    const granted = await verify(totpCode(secret), pending)
    expect(granted.statusCode).toBe(200)
    const signedIn = await session(withNewCookies(granted, pending))
    expect(signedIn.user.email).toBe('totp@example.com')
  })

  it('does not accept a code without a pending sign-in', async () => {
    const response = await t.app.inject(
      withCookie('', {
        method: 'POST',
        url: '/api/auth/two-factor/verify-totp',
        payload: { code: '123456' },
      }),
    )
    expect(response.statusCode).toBe(401)
  })
})
