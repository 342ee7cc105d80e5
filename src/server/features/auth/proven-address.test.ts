import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  apiLinkIn,
  confirmEmail,
  createTestApp,
  latestEmail,
  signIn,
  signUp,
  type TestApp,
  useSetPasswordLink,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'
import { CONFIRM_EMAIL_FIRST } from './proven-address.ts'

describe.each(backends)('proving an e-mail address on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    // Jobs run: reset requests may be answered by a background job.
    t = await createTestApp(backend, {}, { runJobs: true })
  })
  afterAll(async () => {
    await t.close()
  })

  const session = async (cookie: string) =>
    (await t.app.inject(withCookie(cookie, { method: 'GET', url: '/api/session' }))).json()
  const verifiedInDatabase = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerified

  it('sends a confirmation e-mail after sign-up whose link proves the address', async () => {
    await signUp(t.app, 'confirm.me@example.com', 'confirm-password')
    const cookie = await signIn(t.app, 'confirm.me@example.com', 'confirm-password')
    expect((await session(cookie)).user.emailVerified).toBe(false)
    const message = await latestEmail(t, 'confirm.me@example.com', 'confirm-email')
    expect(message.subject).toContain('Confirm')
    const opened = await t.app.inject({ method: 'GET', url: apiLinkIn(message.text) })
    expect(opened.statusCode).toBe(302)
    expect(new URL(String(opened.headers.location), t.config.APP_URL).pathname).toBe('/dashboard')
    expect((await session(cookie)).user.emailVerified).toBe(true)
  })

  it('turns two-factor on only once the address is proven', async () => {
    await signUp(t.app, 'two.factor@example.com', 'factor-password')
    const cookie = await signIn(t.app, 'two.factor@example.com', 'factor-password')
    const enable = () =>
      t.app.inject(
        withCookie(cookie, {
          method: 'POST',
          url: '/api/auth/two-factor/enable',
          payload: { password: 'factor-password' },
        }),
      )
    const refused = await enable()
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe(CONFIRM_EMAIL_FIRST)
    expect((await session(cookie)).user.twoFactorEnabled).toBe(false)
    await confirmEmail(t, 'two.factor@example.com')
    expect((await enable()).statusCode).toBe(200)
  })

  it('counts a used reset link as proof of the address', async () => {
    await signUp(t.app, 'reset.proves@example.com', 'before-password')
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: t.config.APP_URL },
      payload: { email: 'reset.proves@example.com', redirectTo: '/auth?type=recovery' },
    })
    expect(await verifiedInDatabase('reset.proves@example.com')).toBe(false)
    await useSetPasswordLink(t, 'reset.proves@example.com', 'after-password', 'password-reset')
    expect(await verifiedInDatabase('reset.proves@example.com')).toBe(true)
  })

  it('lands a sign-up without a purchase on the dashboard, not the welcome page', async () => {
    await signUp(t.app, 'no.plan@example.com', 'no-plan-password')
    const cookie = await signIn(t.app, 'no.plan@example.com', 'no-plan-password')
    const account = await t.app.inject(withCookie(cookie, { method: 'GET', url: '/api/account' }))
    expect(account.json()).toMatchObject({ welcomeShown: true, plan: null })
  })
})
