import { and, desc, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../../../../tests/support/api-client.ts'
import { firstLink } from '../../../../tests/support/smtp-sink.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_APP_URL,
  type TestApp,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { verifications } from '../../db/schema/auth.ts'
import { emailOutbox, jobs } from '../../db/schema/infrastructure.ts'
import { PASSWORD_RESET_QUEUE } from './password-reset.service.ts'

let nextIp = 1
/** Each request from its own address, so the per-address limits of these endpoints stay out of the way. */
function post(url: string, payload: Record<string, unknown>, cookie?: string) {
  const headers: Record<string, string> = { origin: TEST_APP_URL, 'x-forwarded-for': `10.3.0.${nextIp++}` }
  if (cookie) headers.cookie = cookie
  return { method: 'POST' as const, url, headers, payload }
}

describe.each(backends)('password reset and change on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    // The worker runs: a reset request only queues a job, which creates the token and the e-mail.
    t = await createTestApp(backend, {}, { runJobs: true })
  })
  afterAll(async () => {
    await t.close()
  })

  async function requestReset(email: string) {
    return t.app.inject(
      post('/api/auth/request-password-reset', { email, redirectTo: '/auth?type=recovery' }),
    )
  }

  /** The newest reset e-mail to `email`, once the request's job has queued it. */
  async function latestResetLink(email: string): Promise<string> {
    const row = await eventually(
      async () => {
        const [newest] = await t.database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.template, 'password-reset')))
          .orderBy(desc(emailOutbox.createdAt))
          .limit(1)
        return newest
      },
      10_000,
      `an e-mail to ${email}`,
    )
    return firstLink(row.text)
  }

  /** The reset jobs queued for `email`, whatever their state. */
  async function resetJobsFor(email: string) {
    return t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, PASSWORD_RESET_QUEUE), sql`${jobs.payload}->>'email' = ${email}`))
  }

  /** Follows the e-mailed link as a browser would; returns where the server sends the visitor. */
  async function follow(link: string): Promise<URL> {
    const url = new URL(link)
    const response = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
    expect(response.statusCode).toBe(302)
    return new URL(String(response.headers.location))
  }

  it('answers a reset request the same for an unknown e-mail as for a known one', async () => {
    await signUp(t.app, 'known@example.com', 'known-pass-1', 'Known')
    const known = await requestReset('known@example.com')
    const unknown = await requestReset('nobody-here@example.com')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(known.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    })
    expect(unknown.body).toBe(known.body)
    // Both requests did the same work: one job each; only the job looks the account up.
    for (const email of ['known@example.com', 'nobody-here@example.com']) {
      const queued = await resetJobsFor(email)
      expect(queued).toHaveLength(1)
      expect(queued[0]?.payload).toEqual({ email, redirectTo: '/auth?type=recovery' })
    }
    expect(await latestResetLink('known@example.com')).toContain('/api/auth/reset-password/')
    await eventually(async () => {
      const done = await resetJobsFor('nobody-here@example.com')
      return done[0]?.status === 'completed' ? true : undefined
    })
    const outbox = await t.database.db.select().from(emailOutbox)
    const resets = outbox.filter((row) => row.template === 'password-reset')
    expect(resets.map((row) => row.recipient)).toEqual(['known@example.com'])
  })

  it('keeps the reset request body and its default, and refuses another redirect', async () => {
    await signUp(t.app, 'admin-like@example.com', 'admin-like-pass', 'Admin Like')
    const admin = await t.app.inject(
      post('/api/auth/request-password-reset', {
        email: 'admin-like@example.com',
        redirectTo: '/admin-login?type=recovery',
      }),
    )
    expect(admin.statusCode).toBe(200)
    const landing = await follow(await latestResetLink('admin-like@example.com'))
    expect(landing.pathname).toBe('/admin-login')

    const noRedirect = await t.app.inject(
      post('/api/auth/request-password-reset', { email: 'default@example.com' }),
    )
    expect(noRedirect.statusCode).toBe(200)
    expect((await resetJobsFor('default@example.com'))[0]?.payload.redirectTo).toBe('/auth?type=recovery')

    for (const payload of [
      { email: 'elsewhere@example.com', redirectTo: 'https://evil.example/steal' },
      { email: 'not-an-email', redirectTo: '/auth?type=recovery' },
    ]) {
      const refused = await t.app.inject(post('/api/auth/request-password-reset', payload))
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.code).toBe('validation_failed')
    }
    expect(await resetJobsFor('elsewhere@example.com')).toHaveLength(0)

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    const described = docs.json().paths['/api/auth/request-password-reset']?.post
    expect(described?.tags).toEqual(['auth'])
    expect(Object.keys(described?.requestBody.content['application/json'].schema.properties)).toEqual([
      'email',
      'redirectTo',
    ])
  })

  it('resets with the e-mailed link once: the new password works, the old does not, the link is spent', async () => {
    await signUp(t.app, 'reset@example.com', 'old-password', 'Reset')
    await requestReset('reset@example.com')
    const link = await latestResetLink('reset@example.com')
    expect(link.startsWith(`${TEST_APP_URL}/api/auth/reset-password/`)).toBe(true)
    const landing = await follow(link)
    expect(landing.pathname).toBe('/auth')
    expect(landing.searchParams.get('type')).toBe('recovery')
    const token = landing.searchParams.get('token')
    expect(token).toBeTruthy()

    const short = await t.app.inject(post('/api/auth/reset-password', { newPassword: '12345', token }))
    expect(short.statusCode).toBe(400)
    const done = await t.app.inject(post('/api/auth/reset-password', { newPassword: 'new-password', token }))
    expect(done.statusCode).toBe(200)

    await expect(signIn(t.app, 'reset@example.com', 'old-password')).rejects.toThrow(/401/)
    await signIn(t.app, 'reset@example.com', 'new-password')

    expect((await follow(link)).searchParams.get('error')).toBe('INVALID_TOKEN')
    const again = await t.app.inject(
      post('/api/auth/reset-password', { newPassword: 'other-password', token }),
    )
    expect(again.statusCode).toBe(400)
  })

  it('refuses a link after its hour is up', async () => {
    await signUp(t.app, 'late@example.com', 'late-password', 'Late')
    await requestReset('late@example.com')
    const link = await latestResetLink('late@example.com')
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'))
      .orderBy(desc(verifications.createdAt))
      .limit(1)
    if (!row) throw new Error('no reset token stored')
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(59 * 60_000)
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(61 * 60_000)
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, row.id))
    expect((await follow(link)).searchParams.get('error')).toBe('INVALID_TOKEN')
    const token = row.identifier.replace('reset-password:', '')
    const response = await t.app.inject(
      post('/api/auth/reset-password', { newPassword: 'late-new-pass', token }),
    )
    expect(response.statusCode).toBe(400)
  })

  it('changes the password of a signed-in user, at least 6 characters, with the current one', async () => {
    await signUp(t.app, 'change@example.com', 'first-password', 'Change')
    const cookie = await signIn(t.app, 'change@example.com', 'first-password')
    const change = (body: Record<string, unknown>, withSession = cookie) =>
      t.app.inject(post('/api/auth/change-password', body, withSession))

    const anonymous = await t.app.inject(
      post('/api/auth/change-password', {
        currentPassword: 'first-password',
        newPassword: 'second-password',
      }),
    )
    expect(anonymous.statusCode).toBe(401)
    const short = await change({ currentPassword: 'first-password', newPassword: '12345' })
    expect(short.statusCode).toBe(400)
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT')
    const wrong = await change({ currentPassword: 'not-my-password', newPassword: 'second-password' })
    expect(wrong.statusCode).toBe(400)
    const ok = await change({ currentPassword: 'first-password', newPassword: 'second-password' })
    expect(ok.statusCode).toBe(200)

    await expect(signIn(t.app, 'change@example.com', 'first-password')).rejects.toThrow(/401/)
    await signIn(t.app, 'change@example.com', 'second-password')
  })

  it('refuses a cross-site password change (origin check)', async () => {
    await signUp(t.app, 'csrf@example.com', 'csrf-password', 'Csrf')
    const cookie = await signIn(t.app, 'csrf@example.com', 'csrf-password')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { currentPassword: 'csrf-password', newPassword: 'stolen-password' },
    })
    expect(response.statusCode).toBe(403)
    await signIn(t.app, 'csrf@example.com', 'csrf-password')
  })
})
