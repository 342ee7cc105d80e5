import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TWO_FACTOR_RESET_MESSAGES } from '#shared/schemas/two-factor-reset.ts'
import { TEST_ADMIN } from '../../../../tests/support/test-admin.ts'
import {
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
import { turnOnTwoFactor } from '../../../../tests/support/two-factor.ts'
import { auditLog, users } from '../../db/schema.ts'

const PASSWORD = 'lost-phone-password-1'

describe.each(backends)("the team turning off a customer's two-factor sign-in on %s", (backend) => {
  let t: TestApp
  let admin = ''
  beforeAll(async () => {
    // Jobs run: a team invitation's e-mail is sent by one.
    t = await createTestApp(backend, {}, { runJobs: true })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  })
  afterAll(async () => {
    await t.close()
  })

  /** A customer with two-factor sign-in on, and their signed-in session. */
  async function customerWithTwoFactor(email: string) {
    const { user } = await signUp(t.app, email, PASSWORD)
    await confirmEmail(t, email)
    const { cookie } = await turnOnTwoFactor(t.app, await signIn(t.app, email, PASSWORD), PASSWORD)
    return { id: user.id, cookie }
  }
  const turnOff = (cookie: string, userId: string) =>
    t.app.inject(
      withCookie(cookie, { method: 'POST', url: `/api/admin/users/${userId}/two-factor/turn-off` }),
    )
  const session = async (cookie: string) =>
    (await t.app.inject(withCookie(cookie, { method: 'GET', url: '/api/session' }))).json()
  const passwordSignIn = (email: string) =>
    t.app.inject(
      withCookie('', {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: PASSWORD },
      }),
    )

  it('turns it off, signs the customer out everywhere, keeps the password, e-mails them and records who did it', async () => {
    const customer = await customerWithTwoFactor('lost-phone@example.com')
    expect((await passwordSignIn('lost-phone@example.com')).json()).toMatchObject({ twoFactorRedirect: true })

    const response = await turnOff(admin, customer.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ notice: TWO_FACTOR_RESET_MESSAGES.done('lost-phone@example.com') })

    expect((await session(customer.cookie)).user).toBeNull()
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id))
    expect(row?.twoFactorEnabled).toBe(false)
    // The password alone now signs in, with no second step.
    const signedIn = await passwordSignIn('lost-phone@example.com')
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).not.toHaveProperty('twoFactorRedirect')
    const email = await latestEmail(t, 'lost-phone@example.com', 'two-factor-off')
    expect(email.text).toContain('If you did not ask for this')
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.route, '/api/admin/users/:id/two-factor/turn-off'))
    expect(audit.map((entry) => entry.actorEmail)).toEqual([TEST_ADMIN.email])
  })

  it("turns off another administrator's, which the Team list shows before and not after", async () => {
    const invited = await t.app.inject(
      withCookie(admin, {
        method: 'POST',
        url: '/api/admin/team/invitations',
        payload: { email: 'lost-codes@example.com', name: 'Lee' },
      }),
    )
    expect(invited.statusCode).toBe(201)
    await useSetPasswordLink(t, 'lost-codes@example.com', PASSWORD, 'team-invite')
    const { cookie } = await turnOnTwoFactor(
      t.app,
      await signIn(t.app, 'lost-codes@example.com', PASSWORD),
      PASSWORD,
    )
    const lee = async () =>
      (
        (await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/team' }))).json() as {
          members: Array<{ id: string; email: string; twoFactorEnabled: boolean }>
        }
      ).members.find((member) => member.email === 'lost-codes@example.com')
    expect(await lee()).toMatchObject({ twoFactorEnabled: true })

    expect((await turnOff(admin, (await lee())?.id ?? '')).statusCode).toBe(200)
    expect(await lee()).toMatchObject({ twoFactorEnabled: false })
    expect((await session(cookie)).user).toBeNull()
  })

  it('refuses a customer, changing nothing', async () => {
    const victim = await customerWithTwoFactor('victim@example.com')
    await signUp(t.app, 'attacker@example.com', PASSWORD)
    const attacker = await signIn(t.app, 'attacker@example.com', PASSWORD)
    expect((await turnOff(attacker, victim.id)).statusCode).toBe(403)
    expect((await turnOff('', victim.id)).statusCode).toBe(401)
    expect((await session(victim.cookie)).user.twoFactorEnabled).toBe(true)
  })

  it('says why when there is nothing to turn off: no such account, already off, or the caller’s own', async () => {
    const expectError = async (userId: string, status: number, message: string) => {
      const response = await turnOff(admin, userId)
      expect(response.statusCode).toBe(status)
      expect(response.json()).toMatchObject({ error: { message } })
    }
    await expectError('no-such-user', 404, TWO_FACTOR_RESET_MESSAGES.notFound)
    const { user } = await signUp(t.app, 'no-second-step@example.com', PASSWORD)
    await expectError(user.id, 409, TWO_FACTOR_RESET_MESSAGES.alreadyOff)
    const me = (await session(admin)).user.id as string
    await expectError(me, 409, TWO_FACTOR_RESET_MESSAGES.yourOwn)
    expect((await turnOff(admin, 'x'.repeat(201))).statusCode).toBe(400)
  })
})
