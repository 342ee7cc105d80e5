import { randomUUID } from 'node:crypto'
import { count, eq, inArray } from 'drizzle-orm'
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
import { writeUnannounced } from '../../../../tests/support/unannounced-write.ts'
import { users } from '../../db/schema/auth.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'
import { adminUserMessages } from '../../db/schema/messages.ts'
import { KEPT_FROM } from '../../plugins/realtime/count-cache.ts'
import { insertMessages } from './messaging.repo.ts'

const SELECT_RECIPIENT = "Please select a valid recipient or choose 'Send to All'"

describe.each(backends)('administrator messages on %s', (backend) => {
  let t: TestApp
  let admin: string
  let adminId: string
  let alice: { id: string; cookie: string }
  let bob: { id: string; cookie: string }

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    adminId = (await t.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email)))[0]?.id ?? ''
  })
  afterAll(async () => {
    await t.close()
  })

  const asAdmin = (options: InjectOptions) => t.app.inject(withCookie(admin, options))
  const post = (payload: Record<string, unknown>) =>
    asAdmin({ method: 'POST', url: '/api/admin/messages', payload })
  const tally = async () => {
    const { db } = t.database
    const [m] = await db.select({ n: count() }).from(adminUserMessages)
    const [e] = await db.select({ n: count() }).from(emailOutbox)
    return { messages: m?.n, emails: e?.n }
  }
  const content = { subject: 'Your March calendar', message: 'The March posts are ready for review.' }

  it("answers 'No users found to send messages to' to a broadcast before any customer exists", async () => {
    const response = await post({ ...content, sendToAll: true })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('No users found to send messages to')
    expect(await tally()).toEqual({ messages: 0, emails: 0 })

    const a = await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice Smith')
    const b = await signUp(t.app, 'bob@example.com', 'bob-password', 'Bob Jones')
    alice = { id: a.user.id, cookie: await signIn(t.app, 'alice@example.com', 'alice-password') }
    bob = { id: b.user.id, cookie: await signIn(t.app, 'bob@example.com', 'bob-password') }
  })

  it.each([
    ['no recipient', {}],
    ['a typed value without @', { recipientEmail: 'alice' }],
    ['a blank choice', { recipientId: '  ', sendToAll: false }],
  ])('refuses %s with the spec message', async (_, recipient) => {
    const response = await post({ ...content, ...recipient })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields.recipientId).toBe(SELECT_RECIPIENT)
  })

  it.each([
    ['an unknown e-mail', { recipientEmail: 'nobody@example.com' }],
    ['an unknown id', { recipientId: 'no-such-user' }],
  ])("answers 'Recipient not found' to %s and stores nothing", async (_, recipient) => {
    const before = await tally()
    const response = await post({ ...content, ...recipient })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Recipient not found')
    expect(await tally()).toEqual(before)
  })

  it('refuses an administrator as the recipient', async () => {
    const response = await post({ ...content, recipientId: adminId })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(SELECT_RECIPIENT)
  })

  it('sends to one customer chosen by id or typed e-mail, with an e-mail notice each', async () => {
    const before = await tally()
    const byEmail = await post({ ...content, recipientEmail: ' ALICE@example.com ' })
    expect(byEmail.statusCode).toBe(201)
    expect(byEmail.json()).toEqual({ sent: 1, notice: 'Message sent successfully' })
    const byId = await post({ ...content, recipientId: bob.id })
    expect(byId.json()).toEqual({ sent: 1, notice: 'Message sent successfully' })
    expect(await tally()).toEqual({ messages: (before.messages ?? 0) + 2, emails: (before.emails ?? 0) + 2 })

    const rows = await t.database.db
      .select()
      .from(adminUserMessages)
      .where(inArray(adminUserMessages.recipientId, [alice.id, bob.id]))
    expect(rows.map((row) => row.senderId)).toEqual([adminId, adminId])
    expect(rows.every((row) => row.threadId === row.id && !row.read)).toBe(true)
    const inbox = await t.app.inject(
      withCookie(alice.cookie, { method: 'GET', url: '/api/messages/unread-count' }),
    )
    expect(inbox.json()).toEqual({ count: 1 })
  })

  it('broadcasts to every customer in one go: one thread and one notice each, never to administrators', async () => {
    const before = await tally()
    const response = await post({ ...content, subject: 'Holiday hours', sendToAll: true })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ sent: 2, notice: 'Broadcast message sent to 2 users' })
    const rows = await t.database.db
      .select()
      .from(adminUserMessages)
      .where(eq(adminUserMessages.subject, 'Holiday hours'))
    expect(rows.map((row) => row.recipientId).sort()).toEqual([alice.id, bob.id].sort())
    expect(new Set(rows.map((row) => row.threadId)).size).toBe(2)
    const notices = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'team-message'))
    expect(
      notices
        .filter((n) => n.subject.includes('Holiday hours'))
        .map((n) => n.recipient)
        .sort(),
    ).toEqual(['alice@example.com', 'bob@example.com'])
    expect(await tally()).toEqual({ messages: (before.messages ?? 0) + 2, emails: (before.emails ?? 0) + 2 })
  })

  it('lists every message 10 a page, newest first, with the total and the customers named', async () => {
    for (let i = 1; i <= 8; i++) {
      await t.app.inject(
        withCookie(i % 2 ? alice.cookie : bob.cookie, {
          method: 'POST',
          url: '/api/messages',
          payload: { subject: `Question ${i}`, message: `Text ${i}` },
          remoteAddress: `10.3.0.${i}`,
        }),
      )
    }
    const first = (await asAdmin({ method: 'GET', url: '/api/admin/messages' })).json()
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12 })
    expect(first.messages).toHaveLength(10)
    expect(first.messages[0]).toMatchObject({ subject: 'Question 8', senderId: bob.id, fromTeam: false })
    expect(first.threads[0].participants).toEqual([
      { id: bob.id, name: 'Bob Jones', email: 'bob@example.com', isTeam: false },
      { id: 'team', name: 'PostCraft team', email: null, isTeam: true },
    ])
    const second = (await asAdmin({ method: 'GET', url: '/api/admin/messages?page=2' })).json()
    expect(second.messages).toHaveLength(2)
    const ids = [...first.messages, ...second.messages].map((m: { id: string }) => m.id)
    expect(new Set(ids).size).toBe(12)
  })

  it("counts the team's unread for the badge and the overview, not the customers' unread", async () => {
    const response = await asAdmin({ method: 'GET', url: '/api/admin/messages/unread-count' })
    // 8 questions to the team; the 4 team messages unread by the customers are theirs to read.
    expect(response.json()).toEqual({ count: 8, allUnread: 8 })
  })

  it('refuses a reply to an unknown thread, and a blank reply', async () => {
    const unknown = await asAdmin({
      method: 'POST',
      url: '/api/admin/messages/threads/00000000-0000-4000-8000-000000000000/replies',
      payload: { message: 'Hello' },
    })
    expect(unknown.statusCode).toBe(404)
    const [any] = await t.database.db.select().from(adminUserMessages).limit(1)
    const blank = await asAdmin({
      method: 'POST',
      url: `/api/admin/messages/threads/${any?.threadId}/replies`,
      payload: { message: '' },
    })
    expect(blank.json().error.fields.message).toBe('Reply message cannot be empty')
  })

  it('deletes messages all or none, and says how many', async () => {
    const rows = await t.database.db.select().from(adminUserMessages).limit(2)
    const ids = rows.map((row) => row.id)
    const before = await tally()
    const missing = await asAdmin({
      method: 'POST',
      url: '/api/admin/messages/delete',
      payload: { ids: [...ids, '00000000-0000-4000-8000-000000000000'] },
    })
    expect(missing.statusCode).toBe(404)
    expect(await tally()).toEqual(before)
    const empty = await asAdmin({ method: 'POST', url: '/api/admin/messages/delete', payload: { ids: [] } })
    expect(empty.statusCode).toBe(400)
    const done = await asAdmin({ method: 'POST', url: '/api/admin/messages/delete', payload: { ids } })
    expect(done.json()).toEqual({ deleted: 2, notice: 'Successfully deleted 2 message(s)' })
    expect((await tally()).messages).toBe((before.messages ?? 0) - 2)
  })
  it('keeps a page of many messages until a message or a person changes, then shows the change at once', async () => {
    const old = Array.from({ length: KEPT_FROM }, (_, i) => {
      const id = randomUUID()
      const createdAt = new Date(Date.UTC(2020, 0, 1, 0, 0, i))
      return {
        id,
        threadId: id,
        senderId: alice.id,
        recipientId: null,
        subject: `Old ${i}`,
        message: 'Old',
        createdAt,
      }
    })
    await insertMessages(t.database.db, old)
    const firstPage = async () => (await asAdmin({ method: 'GET', url: '/api/admin/messages' })).json()
    const kept = await firstPage()
    // A row changed with no notice: the kept page does not see it.
    await writeUnannounced(t.database.db, (tx) =>
      tx
        .update(adminUserMessages)
        .set({ subject: 'Quietly changed' })
        .where(eq(adminUserMessages.id, kept.messages[0].id)),
    )
    expect((await firstPage()).messages[0]).toEqual(kept.messages[0])

    const sent = await t.app.inject(
      withCookie(bob.cookie, {
        method: 'POST',
        url: '/api/messages',
        payload: { subject: 'A late question', message: 'Is it kept?' },
        remoteAddress: '10.3.1.1',
      }),
    )
    expect(sent.statusCode).toBe(201)
    const afterMessage = await firstPage()
    expect(afterMessage.total).toBe(kept.total + 1)
    expect(afterMessage.messages[0]).toMatchObject({ subject: 'A late question', senderId: bob.id })

    const renamed = await t.app.inject(
      withCookie(bob.cookie, {
        method: 'PATCH',
        url: '/api/profile',
        payload: { displayName: 'Robert Jones' },
      }),
    )
    expect(renamed.statusCode).toBe(200)
    const bobAsShown = (await firstPage()).threads[0].participants.find(
      (p: { id: string }) => p.id === bob.id,
    )
    expect(bobAsShown).toMatchObject({ name: 'Robert Jones' })
  })
})
