import { count, eq, or } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../tests/support/test-app.ts'
import { backends } from '../../tests/support/test-database.ts'
import { adminUserMessages, messageTotals } from './db/schema/messages.ts'

// The administrators' messages pager reads a kept total (message_totals) instead of counting every
// message. Each step below changes messages through the API; the total must always equal a real count.
describe.each(backends)('the kept total of messages on %s', (backend) => {
  let t: TestApp
  let admin: string
  const customers: { id: string; cookie: string; email: string }[] = []

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    for (const name of ['carol', 'dan', 'erin']) {
      const email = `${name}@example.com`
      const { user } = await signUp(t.app, email, `${name}-password`, name)
      customers.push({ id: user.id, email, cookie: await signIn(t.app, email, `${name}-password`) })
    }
  })
  afterAll(async () => {
    await t.close()
  })

  const as = (cookie: string, options: InjectOptions) => t.app.inject(withCookie(cookie, options))
  const customer = (index: number) => customers[index] as { id: string; cookie: string; email: string }
  const content = { subject: 'Opening hours', message: 'We open at nine on Saturdays now.' }

  async function expectTotalRight() {
    const [real] = await t.database.db.select({ n: count() }).from(adminUserMessages)
    const page = await as(admin, { method: 'GET', url: '/api/admin/messages' })
    expect(page.statusCode).toBe(200)
    expect(page.json().total).toBe(real?.n)
    return page.json().total as number
  }

  it('is counted when first read, and then kept', async () => {
    expect(await t.database.db.select().from(messageTotals)).toEqual([])
    expect(await expectTotalRight()).toBe(0)
    expect(await t.database.db.select().from(messageTotals)).toEqual([{ scope: 'all', messages: 0 }])
  })

  it('follows sends, replies and broadcasts', async () => {
    const sent = await as(customer(0).cookie, { method: 'POST', url: '/api/messages', payload: content })
    expect(sent.statusCode).toBe(201)
    const threadId = sent.json().message.threadId
    const reply = await as(admin, {
      method: 'POST',
      url: `/api/admin/messages/threads/${threadId}/replies`,
      payload: { message: 'Noted, thank you.' },
    })
    expect(reply.statusCode).toBe(201)
    const toOne = { ...content, recipientId: customer(1).id, sendToAll: false }
    expect((await as(admin, { method: 'POST', url: '/api/admin/messages', payload: toOne })).statusCode).toBe(
      201,
    )
    const toAll = { ...content, sendToAll: true }
    expect((await as(admin, { method: 'POST', url: '/api/admin/messages', payload: toAll })).statusCode).toBe(
      201,
    )
    expect(await expectTotalRight()).toBe(6)
  })

  it('stays right when many write at once', async () => {
    const writes = customers.flatMap(({ cookie }) =>
      Array.from({ length: 4 }, () => as(cookie, { method: 'POST', url: '/api/messages', payload: content })),
    )
    const responses = await Promise.all(writes)
    expect(responses.map((response) => response.statusCode)).toEqual(writes.map(() => 201))
    expect(await expectTotalRight()).toBe(18)
  })

  it('is not moved by reading', async () => {
    const page = await as(customer(2).cookie, { method: 'GET', url: '/api/messages' })
    const threadId = page.json().threads[0].threadId
    const read = await as(customer(2).cookie, {
      method: 'POST',
      url: `/api/messages/threads/${threadId}/read`,
    })
    expect(read.statusCode).toBe(200)
    expect(await expectTotalRight()).toBe(18)
  })

  it("follows a customer's and an administrator's deletes", async () => {
    const own = (await as(customer(1).cookie, { method: 'GET', url: '/api/messages' })).json()
    const ownIds = own.messages.slice(0, 2).map((message: { id: string }) => message.id)
    const deleted = await as(customer(1).cookie, {
      method: 'POST',
      url: '/api/messages/delete',
      payload: { ids: ownIds },
    })
    expect(deleted.json().deleted).toBe(2)
    const all = (await as(admin, { method: 'GET', url: '/api/admin/messages' })).json()
    const byAdmin = await as(admin, {
      method: 'POST',
      url: '/api/admin/messages/delete',
      payload: { ids: [all.messages[0].id] },
    })
    expect(byAdmin.json().deleted).toBe(1)
    expect(await expectTotalRight()).toBe(15)
  })

  it('is counted again after an account erasure, whose messages go by cascade', async () => {
    const erin = customer(2)
    const before = await expectTotalRight()
    const [hers] = await t.database.db
      .select({ n: count() })
      .from(adminUserMessages)
      .where(or(eq(adminUserMessages.senderId, erin.id), eq(adminUserMessages.recipientId, erin.id)))
    expect(hers?.n).toBeGreaterThan(0)
    const erased = await as(erin.cookie, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { confirmEmail: erin.email },
    })
    expect(erased.statusCode, erased.body).toBe(200)
    expect(await expectTotalRight()).toBe(before - (hers?.n ?? 0))
  })
})
