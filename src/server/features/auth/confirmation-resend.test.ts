import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'

const EMAIL = 'resend.me@example.com'

describe.each(backends)('sending the confirmation e-mail again on %s', (backend) => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp(backend)
    await signUp(t.app, EMAIL, 'resend-password')
    cookie = await signIn(t.app, EMAIL, 'resend-password')
  })
  afterAll(async () => {
    await t.close()
  })

  const resend = (remoteAddress: string) =>
    t.app.inject({
      ...withCookie(cookie, {
        method: 'POST',
        url: '/api/auth/send-verification-email',
        payload: { email: EMAIL, callbackURL: '/dashboard' },
      }),
      remoteAddress,
    })
  const confirmations = async () =>
    (
      await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.recipient, EMAIL), eq(emailOutbox.template, 'confirm-email')))
    ).length

  it('sends a new link, a few times an address, like reset requests', async () => {
    const before = await confirmations()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await resend('10.8.0.1')).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect(await confirmations()).toBe(before + 5)
    // Another address is not held back by the first one's attempts.
    expect((await resend('10.8.0.2')).statusCode).toBe(200)
  })
})
