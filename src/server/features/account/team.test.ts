import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEAM_MESSAGES } from '#shared/schemas/team.ts'
import { fresh } from '../../../../tests/support/content.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  useSetPasswordLink,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'

describe.each(backends)('the team of administrators on %s', (backend) => {
  let t: TestApp
  let admin: string
  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject(fresh(cookie ? withCookie(cookie, { method, url, payload }) : { method, url, payload }))
  const members = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/admin/team')).json().members as {
      id: string
      email: string
      passwordSet: boolean
      you: boolean
    }[]

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { runJobs: true })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses the last administrator’s removal, and every team route to a customer', async () => {
    const [only] = await members(admin)
    expect(only).toMatchObject({ email: TEST_ADMIN.email, passwordSet: true, you: true })
    const removed = await call(admin, 'DELETE', `/api/admin/team/${only?.id}`)
    expect(removed.statusCode).toBe(409)
    expect(removed.json().error.message).toBe(TEAM_MESSAGES.lastMember)

    await signUp(t.app, 'cara@example.com', 'cara-password', 'Cara')
    const cara = await signIn(t.app, 'cara@example.com', 'cara-password')
    expect((await call(cara, 'GET', '/api/admin/team')).statusCode).toBe(403)
    const invite = await call(cara, 'POST', '/api/admin/team/invitations', { email: 'mallory@example.com' })
    expect(invite.statusCode).toBe(403)
    expect((await call(cara, 'DELETE', `/api/admin/team/${only?.id}`)).statusCode).toBe(403)
    expect((await call(undefined, 'GET', '/api/admin/team')).statusCode).toBe(401)
    expect(await members(admin)).toHaveLength(1)
  })

  it('invites an administrator who sets a password and signs in to the back office', async () => {
    const invited = await call(admin, 'POST', '/api/admin/team/invitations', {
      email: 'Dev@Example.com',
      name: 'Dev Patel',
    })
    expect(invited.statusCode).toBe(201)
    expect(invited.json().notice).toBe(TEAM_MESSAGES.invited)
    expect((await members(admin)).map((member) => [member.email, member.passwordSet])).toEqual([
      [TEST_ADMIN.email, true],
      ['dev@example.com', false],
    ])
    const again = await call(admin, 'POST', '/api/admin/team/invitations', { email: 'dev@example.com' })
    expect(again.statusCode).toBe(409)
    const customer = await call(admin, 'POST', '/api/admin/team/invitations', { email: 'cara@example.com' })
    expect(customer.statusCode).toBe(409)
    expect(customer.json().error.message).toBe(TEAM_MESSAGES.customerAddress)
    const bad = await call(admin, 'POST', '/api/admin/team/invitations', { email: 'not an address' })
    expect(bad.statusCode).toBe(400)

    await useSetPasswordLink(t, 'dev@example.com', 'dev-password-1', 'team-invite')
    const dev = await signIn(t.app, 'dev@example.com', 'dev-password-1')
    const seen = await members(dev)
    expect(seen.find((member) => member.you)).toMatchObject({ email: 'dev@example.com', passwordSet: true })
  })

  it('removes a member, who can no longer sign in; the audit log records it', async () => {
    const dev = (await members(admin)).find((member) => member.email === 'dev@example.com')
    const removed = await call(admin, 'DELETE', `/api/admin/team/${dev?.id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().notice).toBe(TEAM_MESSAGES.removed)
    expect((await members(admin)).map((member) => member.email)).toEqual([TEST_ADMIN.email])
    await expect(signIn(t.app, 'dev@example.com', 'dev-password-1')).rejects.toThrow()
    expect((await call(admin, 'DELETE', `/api/admin/team/${dev?.id}`)).statusCode).toBe(404)

    const audit = await call(admin, 'GET', '/api/admin/audit?action=team')
    expect(audit.statusCode).toBe(200)
    expect(audit.json().entries.map((entry: { method: string }) => entry.method)).toEqual(
      expect.arrayContaining(['DELETE', 'POST']),
    )
  })
})
