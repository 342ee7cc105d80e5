import { and, count, eq, ne } from 'drizzle-orm'
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
import { emailOutbox } from '../../db/schema/infrastructure.ts'
import { adminUserMessages } from '../../db/schema/messages.ts'

let address = 0
/** Each request from its own address, so per-address send limits never bite here. */
const fresh = (options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: `10.2.${Math.floor(++address / 250)}.${address % 250}`,
})

describe.each(backends)('customer messages on %s', (backend) => {
  let t: TestApp
  let adminId: string
  let admin: string
  let alice: { id: string; cookie: string }
  let bob: { id: string; cookie: string }

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email))
    adminId = row?.id ?? ''
    const a = await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice Smith')
    const b = await signUp(t.app, 'bob@example.com', 'bob-password', 'Bob Jones')
    alice = { id: a.user.id, cookie: await signIn(t.app, 'alice@example.com', 'alice-password') }
    bob = { id: b.user.id, cookie: await signIn(t.app, 'bob@example.com', 'bob-password') }
  })
  afterAll(async () => {
    await t.close()
  })

  const as = (cookie: string, options: InjectOptions) => t.app.inject(fresh(withCookie(cookie, options)))
  const send = (cookie: string, payload: Record<string, unknown>) =>
    as(cookie, { method: 'POST', url: '/api/messages', payload })
  const messageCount = async () =>
    (await t.database.db.select({ n: count() }).from(adminUserMessages))[0]?.n ?? 0
  const unread = async (cookie: string) =>
    (await as(cookie, { method: 'GET', url: '/api/messages/unread-count' })).json().count as number

  it('answers 401 to a signed-out caller on every customer route', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    for (const [method, url] of [
      ['GET', '/api/messages'],
      ['GET', '/api/messages/unread-count'],
      ['POST', '/api/messages'],
      ['POST', `/api/messages/threads/${id}/replies`],
      ['POST', `/api/messages/threads/${id}/read`],
      ['POST', '/api/messages/delete'],
    ] as const) {
      const response = await t.app.inject(fresh({ method, url }))
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 })
    }
  })

  it.each([
    ['subject', { subject: '   ', message: 'Hello' }],
    ['message', { subject: 'Hello', message: ' \n ' }],
  ])('refuses a blank %s and stores nothing', async (field, payload) => {
    const before = await messageCount()
    const response = await send(alice.cookie, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields[field]).toBe('Subject and message are required')
    expect(await messageCount()).toBe(before)
  })

  it('sends a new message to the team, unread, as the start of its own thread', async () => {
    const response = await send(alice.cookie, { subject: ' Logo colours ', message: 'Can we use teal?' })
    expect(response.statusCode).toBe(201)
    const { message, notice } = response.json()
    expect(notice).toBe('Message sent to admin')
    expect(message).toMatchObject({
      threadId: message.id,
      parentMessageId: null,
      senderId: alice.id,
      recipientId: null,
      subject: 'Logo colours',
      read: false,
      fromTeam: false,
    })
    const badge = await as(admin, { method: 'GET', url: '/api/admin/messages/unread-count' })
    expect(badge.json().count).toBeGreaterThanOrEqual(1)
  })

  it("replies in the team's thread with 'Re: ' once, and e-mails the customer a link, not the text", async () => {
    const sent = (await send(bob.cookie, { subject: 'Invoice', message: 'Where is my invoice?' })).json()
    const threadId = sent.message.threadId
    const reply = await as(admin, {
      method: 'POST',
      url: `/api/admin/messages/threads/${threadId}/replies`,
      payload: { message: 'Secret text: it is attached.' },
    })
    expect(reply.statusCode).toBe(201)
    expect(reply.json().notice).toBe('Reply sent successfully')
    expect(reply.json().message).toMatchObject({
      threadId,
      parentMessageId: sent.message.id,
      senderId: adminId,
      recipientId: bob.id,
      subject: 'Re: Invoice',
      fromTeam: true,
    })
    const again = await as(bob.cookie, {
      method: 'POST',
      url: `/api/messages/threads/${threadId}/replies`,
      payload: { message: 'Thanks!' },
    })
    expect(again.json().message).toMatchObject({ subject: 'Re: Invoice', recipientId: null })
    expect(again.json().notice).toBe('Reply sent successfully')

    const emails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, 'bob@example.com'), ne(emailOutbox.template, 'confirm-email')))
    expect(emails).toHaveLength(1)
    expect(emails[0]?.template).toBe('team-message')
    expect(emails[0]?.text).toContain(`${t.config.APP_URL}/dashboard/messages`)
    expect(emails[0]?.text).toContain('Invoice')
    expect(emails[0]?.text).not.toContain('Secret text')
    expect(emails[0]?.html).not.toContain('Secret text')
  })

  it('refuses a blank reply, and a reply in a thread that is not the caller’s', async () => {
    const own = (await send(alice.cookie, { subject: 'Mine', message: 'Mine' })).json().message
    const blank = await as(alice.cookie, {
      method: 'POST',
      url: `/api/messages/threads/${own.threadId}/replies`,
      payload: { message: '   ' },
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.fields.message).toBe('Reply message cannot be empty')
    const before = await messageCount()
    const foreign = await as(bob.cookie, {
      method: 'POST',
      url: `/api/messages/threads/${own.threadId}/replies`,
      payload: { message: 'Let me in' },
    })
    expect(foreign.statusCode).toBe(404)
    expect(await messageCount()).toBe(before)
  })

  it("marks the caller's received messages of a thread read, and counts unread for the badge", async () => {
    const started = (await send(alice.cookie, { subject: 'Read me', message: 'Question' })).json().message
    const before = await unread(alice.cookie)
    for (const text of ['Answer one', 'Answer two']) {
      await as(admin, {
        method: 'POST',
        url: `/api/admin/messages/threads/${started.threadId}/replies`,
        payload: { message: text },
      })
    }
    expect(await unread(alice.cookie)).toBe(before + 2)
    const foreign = await as(bob.cookie, {
      method: 'POST',
      url: `/api/messages/threads/${started.threadId}/read`,
    })
    expect(foreign.statusCode).toBe(404)
    expect(await unread(alice.cookie)).toBe(before + 2)

    const read = await as(alice.cookie, {
      method: 'POST',
      url: `/api/messages/threads/${started.threadId}/read`,
    })
    expect(read.json()).toEqual({ updated: 2 })
    expect(await unread(alice.cookie)).toBe(before)
    // Her own message to the team stays unread until an administrator opens the thread.
    const [mine] = await t.database.db
      .select()
      .from(adminUserMessages)
      .where(eq(adminUserMessages.id, started.id))
    expect(mine?.read).toBe(false)
    const adminRead = await as(admin, {
      method: 'POST',
      url: `/api/admin/messages/threads/${started.threadId}/read`,
    })
    expect(adminRead.json()).toEqual({ updated: 1 })
  })

  it('lists only the caller’s messages, 10 a page newest first, grouped in threads', async () => {
    const carol = await signUp(t.app, 'carol@example.com', 'carol-password', 'Carol')
    const cookie = await signIn(t.app, 'carol@example.com', 'carol-password')
    for (let i = 1; i <= 11; i++) await send(cookie, { subject: `Topic ${i}`, message: `Body ${i}` })
    const first = (await as(cookie, { method: 'GET', url: '/api/messages' })).json()
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 11 })
    expect(first.messages.map((m: { subject: string }) => m.subject)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Topic ${11 - i}`),
    )
    expect(first.threads).toHaveLength(10)
    expect(first.threads[0]).toMatchObject({
      subject: 'Topic 11',
      lastMessage: 'Body 11',
      messageCount: 1,
      unreadCount: 0,
      participants: [
        { id: carol.user.id, name: 'Carol', email: 'carol@example.com', isTeam: false },
        { id: 'team', name: 'PostCraft team', email: null, isTeam: true },
      ],
    })
    const second = (await as(cookie, { method: 'GET', url: '/api/messages?page=2' })).json()
    expect(second.messages.map((m: { subject: string }) => m.subject)).toEqual(['Topic 1'])
    const bad = await as(cookie, { method: 'GET', url: '/api/messages?page=0' })
    expect(bad.statusCode).toBe(400)
  })

  it('deletes a set of own messages, all or none', async () => {
    const one = (await send(bob.cookie, { subject: 'Del 1', message: 'x' })).json().message.id
    const two = (await send(bob.cookie, { subject: 'Del 2', message: 'y' })).json().message.id
    const alices = (await send(alice.cookie, { subject: 'Keep', message: 'z' })).json().message.id
    const empty = await as(bob.cookie, { method: 'POST', url: '/api/messages/delete', payload: { ids: [] } })
    expect(empty.statusCode).toBe(400)

    const before = await messageCount()
    const mixed = await as(bob.cookie, {
      method: 'POST',
      url: '/api/messages/delete',
      payload: { ids: [one, alices] },
    })
    expect(mixed.statusCode).toBe(404)
    expect(await messageCount()).toBe(before)

    const own = await as(bob.cookie, {
      method: 'POST',
      url: '/api/messages/delete',
      payload: { ids: [one, two, one] },
    })
    expect(own.json()).toEqual({ deleted: 2, notice: 'Messages deleted' })
    expect(await messageCount()).toBe(before - 2)
  })
})
