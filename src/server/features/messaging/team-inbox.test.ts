import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'

let address = 0
const fresh = (options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: `10.4.${Math.floor(++address / 250)}.${address % 250}`,
})

describe.each(backends)('one team inbox on %s', (backend) => {
  let t: TestApp
  let first: string
  let second: string
  let secondId: string
  let customer: string

  beforeAll(async () => {
    t = await createTestApp(backend)
    first = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const bea = await signUp(t.app, 'bea@postcraft.test', 'bea-password-1', 'Bea Adams')
    secondId = bea.user.id
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, secondId))
    second = await signIn(t.app, 'bea@postcraft.test', 'bea-password-1')
    await signUp(t.app, 'cara@example.com', 'cara-password', 'Cara Shop')
    customer = await signIn(t.app, 'cara@example.com', 'cara-password')
  })
  afterAll(async () => {
    await t.close()
  })

  const as = (cookie: string, options: InjectOptions) => t.app.inject(fresh(withCookie(cookie, options)))
  const badge = async (cookie: string) =>
    (await as(cookie, { method: 'GET', url: '/api/admin/messages/unread-count' })).json()
  const overview = async (cookie: string) =>
    (await as(cookie, { method: 'GET', url: '/api/admin/overview' })).json().unreadMessages as number
  const threadOf = async (cookie: string, threadId: string) => {
    const page = (await as(cookie, { method: 'GET', url: '/api/admin/messages' })).json()
    return page.threads.find((thread: { threadId: string }) => thread.threadId === threadId)
  }

  it("shows a customer's message unread to every administrator, read for all once one opens it", async () => {
    const sent = await as(customer, {
      method: 'POST',
      url: '/api/messages',
      payload: { subject: 'Menu photos', message: 'Can you use the new menu?' },
    })
    expect(sent.statusCode).toBe(201)
    const { threadId, recipientId } = sent.json().message
    expect(recipientId).toBeNull()

    for (const admin of [first, second]) {
      expect(await badge(admin)).toEqual({ count: 1, allUnread: 1 })
      expect(await overview(admin)).toBe(1)
      expect((await threadOf(admin, threadId)).unreadCount).toBe(1)
    }

    const read = await as(second, { method: 'POST', url: `/api/admin/messages/threads/${threadId}/read` })
    expect(read.json()).toEqual({ updated: 1 })
    for (const admin of [first, second]) {
      expect(await badge(admin)).toEqual({ count: 0, allUnread: 0 })
      expect(await overview(admin)).toBe(0)
      expect((await threadOf(admin, threadId)).unreadCount).toBe(0)
    }
  })

  it("signs each administrator's reply with their name for the customer, never their e-mail", async () => {
    const sent = await as(customer, {
      method: 'POST',
      url: '/api/messages',
      payload: { subject: 'Opening hours', message: 'We now open on Sundays.' },
    })
    const { threadId } = sent.json().message
    const reply = await as(second, {
      method: 'POST',
      url: `/api/admin/messages/threads/${threadId}/replies`,
      payload: { message: 'Noted, the Sunday posts will say so.' },
    })
    expect(reply.statusCode).toBe(201)
    expect(reply.json().message).toMatchObject({ senderId: secondId, fromTeam: true })

    const page = (await as(customer, { method: 'GET', url: '/api/messages' })).json()
    const thread = page.threads.find((found: { threadId: string }) => found.threadId === threadId)
    expect(thread.participants).toContainEqual({
      id: secondId,
      name: 'Bea Adams, PostCraft team',
      email: null,
      isTeam: true,
    })
    expect(JSON.stringify(page)).not.toContain('bea@postcraft.test')
    expect(JSON.stringify(page)).not.toContain(TEST_ADMIN.email)

    // The customer's answer goes to the team again, not to Bea alone.
    const answer = await as(customer, {
      method: 'POST',
      url: `/api/messages/threads/${threadId}/replies`,
      payload: { message: 'Thank you!' },
    })
    expect(answer.json().message.recipientId).toBeNull()
    expect((await badge(first)).count).toBeGreaterThanOrEqual(1)
    expect((await threadOf(first, threadId)).unreadCount).toBe(2)
  })

  it('refuses the team counts to customers and signed-out callers', async () => {
    expect((await as(customer, { method: 'GET', url: '/api/admin/messages/unread-count' })).statusCode).toBe(
      403,
    )
    const anonymous = await t.app.inject(fresh({ method: 'GET', url: '/api/admin/messages/unread-count' }))
    expect(anonymous.statusCode).toBe(401)
  })
})
