import { and, desc, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../../../../tests/support/api-client.ts'
import { firstLink } from '../../../../tests/support/smtp-sink.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { appSettings, emailOutbox } from '../../db/schema/infrastructure.ts'

const PUBLIC_URL = 'https://postcraft.example.co.uk'
const OLD_PASSWORD = 'old-password-1'
const NEW_PASSWORD = 'brand-new-password-2'
const AUTH_SECRET = 'a-production-secret-of-at-least-32-characters'

describe.each(backends)('a server on a public address on %s', (backend) => {
  let t: TestApp
  const lines: string[] = []
  beforeAll(async () => {
    t = await createTestApp(
      backend,
      {
        APP_URL: PUBLIC_URL,
        MAIL_FROM: 'PostCraft <no-reply@postcraft.example.co.uk>',
        SUPPORT_EMAIL: 'support@postcraft.example.co.uk',
        PAYMENT_PROVIDER: 'test',
        EMAIL_CAPTURE: 'true',
        AUTH_SECRET,
        LOG_LEVEL: 'trace',
      },
      { runJobs: true, log: { write: (line: string) => lines.push(line) } },
    )
  })
  afterAll(async () => {
    await t.close()
  })

  /** Every request as a browser on the public site would send it, with its cookies when it has some. */
  async function request(options: InjectOptions & { cookie?: string }) {
    const { cookie, ...rest } = options
    return t.app.inject({ ...rest, headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) } })
  }

  function cookieOf(response: Awaited<ReturnType<typeof request>>): { header: string; values: string[] } {
    const values = response.cookies.map((cookie) => cookie.value)
    return { header: response.cookies.map((c) => `${c.name}=${c.value}`).join('; '), values }
  }

  it('logs no reset token, password or cookie through a whole password reset', async () => {
    const email = 'private@example.co.uk'
    const signUp = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: OLD_PASSWORD, name: 'Private' },
    })
    expect(signUp.statusCode).toBe(200)
    const first = cookieOf(
      await request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: OLD_PASSWORD },
      }),
    )
    expect(first.values.length).toBeGreaterThan(0)

    const asked = await request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      cookie: first.header,
      payload: { email, redirectTo: '/auth?type=recovery' },
    })
    expect(asked.statusCode).toBe(200)
    const captured = await eventually(async () => {
      const [row] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.template, 'password-reset')))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1)
      return row?.status === 'captured' ? row : undefined
    })
    const link = new URL(firstLink(captured.text))
    expect(link.origin).toBe(PUBLIC_URL)
    const token = link.pathname.split('/').at(-1) ?? ''
    expect(token.length).toBeGreaterThan(10)

    // The e-mailed link as a browser follows it: /api/auth/reset-password/<token>?callbackURL=…
    const opened = await request({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      cookie: first.header,
    })
    expect(opened.statusCode).toBe(302)
    const landing = new URL(String(opened.headers.location), PUBLIC_URL)
    expect(landing.searchParams.get('token')).toBe(token)
    await request({ method: 'GET', url: `${landing.pathname}${landing.search}` })
    const reset = await request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: NEW_PASSWORD, token },
    })
    expect(reset.statusCode).toBe(200)

    const second = cookieOf(
      await request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: NEW_PASSWORD },
      }),
    )
    const session = await request({ method: 'GET', url: '/api/session', cookie: second.header })
    expect(session.json().user.email).toBe(email)

    const log = lines.join('')
    // The log did record all of it, with the secrets taken out.
    expect(log).toContain('"url":"/api/auth/reset-password/[redacted]?callbackURL=')
    expect(log).toContain('"url":"/auth?type=recovery&token=[redacted]"')
    const capturedLine = lines.find((line) => line.includes('e-mail captured'))
    expect(capturedLine).toContain(email)
    expect(capturedLine).not.toContain('links')
    for (const secret of [token, OLD_PASSWORD, NEW_PASSWORD, ...first.values, ...second.values]) {
      expect(log).not.toContain(secret)
      expect(log).not.toContain(encodeURIComponent(secret))
    }
    expect(log).not.toMatch(/cookie/i)
  })
  it('signs sessions with AUTH_SECRET, generating none into the database', async () => {
    expect((await t.app.auth.$context).secret).toBe(AUTH_SECRET)
    expect(await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'))).toEqual(
      [],
    )
  })
})
