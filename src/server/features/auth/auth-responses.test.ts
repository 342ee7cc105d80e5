import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  authStatusResponseSchema,
  authUserResponseSchema,
  sessionResponseSchema,
  signInResponseSchema,
  signOutResponseSchema,
  twoFactorSetupResponseSchema,
} from '#shared/schemas/auth.ts'
import { firstLink } from '../../../../tests/support/smtp-sink.ts'
import {
  confirmEmail,
  createTestApp,
  latestEmail,
  TEST_APP_URL,
  type TestApp,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { secretFromUri, totpCode } from '../../../../tests/support/totp.ts'

let nextIp = 1

/** The cookie jar of one browser: keeps what the server sets, drops what it clears. */
class Browser {
  private jar = new Map<string, string>()
  private readonly t: TestApp

  constructor(t: TestApp) {
    this.t = t
  }

  async call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
    const headers: Record<string, string> = {
      origin: TEST_APP_URL,
      'x-forwarded-for': `10.4.0.${nextIp++}`,
    }
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await this.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
    for (const cookie of response.cookies) {
      if (cookie.value) this.jar.set(cookie.name, cookie.value)
      else this.jar.delete(cookie.name)
    }
    return response
  }
}

/** The body parsed with the schema the client parses it with: a mismatch fails here, not in a browser. */
function parsed<Schema extends z.ZodType>(response: LightMyRequestResponse, schema: Schema) {
  expect(response.statusCode, response.body).toBe(200)
  const result = schema.safeParse(response.json())
  expect(result.error?.issues ?? [], response.body).toEqual([])
  return result.data as z.output<Schema>
}

/**
 * Every auth-library call the client makes, answered by the real library and checked against the
 * response schemas in src/shared/schemas/auth.ts.
 */
describe.each(backends)('auth responses match the shared schemas on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    // Jobs run: reset requests are answered at once and handled by a job.
    t = await createTestApp(backend, {}, { runJobs: true })
  })
  afterAll(async () => {
    await t.close()
  })

  it('sign-up, sign-in, session, change password and sign-out', async () => {
    const browser = new Browser(t)
    const credentials = { email: 'shapes@example.com', password: 'shapes-pass-1' }
    const signedUp = parsed(
      await browser.call('POST', '/api/auth/sign-up/email', { ...credentials, name: 'shapes' }),
      authUserResponseSchema,
    )
    expect(signedUp.user.email).toBe(credentials.email)
    const signedIn = parsed(
      await browser.call('POST', '/api/auth/sign-in/email', credentials),
      signInResponseSchema,
    )
    expect(signedIn).toHaveProperty('user')
    const session = parsed(await browser.call('GET', '/api/session'), sessionResponseSchema)
    expect(session.user?.email).toBe(credentials.email)
    parsed(
      await browser.call('POST', '/api/auth/change-password', {
        currentPassword: credentials.password,
        newPassword: 'shapes-pass-2',
        revokeOtherSessions: true,
      }),
      authUserResponseSchema,
    )
    parsed(await browser.call('POST', '/api/auth/sign-out', {}), signOutResponseSchema)
    expect(parsed(await browser.call('GET', '/api/session'), sessionResponseSchema).user).toBeNull()
  })

  it('password reset request and reset', async () => {
    const browser = new Browser(t)
    const email = 'shapes-reset@example.com'
    await browser.call('POST', '/api/auth/sign-up/email', { email, password: 'reset-pass-1', name: 'r' })
    parsed(
      await browser.call('POST', '/api/auth/request-password-reset', {
        email,
        redirectTo: '/auth?type=recovery',
      }),
      authStatusResponseSchema,
    )
    const mail = await latestEmail(t, email, 'password-reset')
    const link = new URL(firstLink(mail?.text ?? ''))
    const landing = await browser.call('GET', link.pathname + link.search)
    const token = new URL(String(landing.headers.location), TEST_APP_URL).searchParams.get('token')
    expect(token).toBeTruthy()
    parsed(
      await browser.call('POST', '/api/auth/reset-password', { token, newPassword: 'reset-pass-2' }),
      authStatusResponseSchema,
    )
  })

  it('two-factor: enable, confirm, sign in with a code and a backup code, disable', async () => {
    const browser = new Browser(t)
    const credentials = { email: 'shapes-2fa@example.com', password: 'shapes-2fa-pass' }
    await browser.call('POST', '/api/auth/sign-up/email', { ...credentials, name: 'twofa' })
    await confirmEmail(t, credentials.email)
    await browser.call('POST', '/api/auth/sign-in/email', credentials)
    const setup = parsed(
      await browser.call('POST', '/api/auth/two-factor/enable', { password: credentials.password }),
      twoFactorSetupResponseSchema,
    )
    const secret = secretFromUri(setup.totpURI)
    parsed(
      await browser.call('POST', '/api/auth/two-factor/verify-totp', { code: totpCode(secret) }),
      authUserResponseSchema,
    )

    const second = new Browser(t)
    const challenge = parsed(
      await second.call('POST', '/api/auth/sign-in/email', credentials),
      signInResponseSchema,
    )
    expect(challenge).toEqual({ twoFactorRedirect: true })
    parsed(
      await second.call('POST', '/api/auth/two-factor/verify-backup-code', { code: setup.backupCodes[0] }),
      authUserResponseSchema,
    )
    parsed(
      await second.call('POST', '/api/auth/two-factor/disable', { password: credentials.password }),
      authStatusResponseSchema,
    )
  })
})
