import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyPlan } from '../../tests/support/buy-plan.ts'
import { createTestApp, signIn, TEST_ADMIN, type TestApp, withCookie } from '../../tests/support/test-app.ts'
import { backends } from '../../tests/support/test-database.ts'
import { users } from './db/schema/auth.ts'
import { orders, userDriveLinks } from './db/schema/customers.ts'
import { adminUserMessages, supportTickets } from './db/schema/messages.ts'

interface Customer {
  id: string
  email: string
  cookie: string
  orderId: string
  messageId: string
  threadId: string
  ticketId: string
  links: { driveLink: string; googleSheetLink: string }
}

/** Two customers side by side: no customer endpoint reads, changes or deletes the other's rows. */
describe.each(backends)("one customer never reaches another's rows on %s", (backend) => {
  let t: TestApp
  let admin: string
  let alice: Customer
  let bob: Customer
  let address = 0

  const call = (cookie: string, options: InjectOptions) =>
    t.app.inject({ ...withCookie(cookie, options), remoteAddress: `10.6.0.${++address}` })

  /** A customer who bought through the checkout, wrote to the team, asked support and has links. */
  async function customer(name: string): Promise<Customer> {
    const email = `${name}@example.com`
    const { cookie } = await buyPlan(t, email, `${name}-password`)
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
    if (!user) throw new Error(`no account for ${email}`)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, user.id))
    const sent = (
      await call(cookie, {
        method: 'POST',
        url: '/api/messages',
        payload: { subject: `${name} subject`, message: `${name} private text` },
      })
    ).json().message
    await call(admin, {
      method: 'POST',
      url: `/api/admin/messages/threads/${sent.threadId}/replies`,
      payload: { message: `Answer for ${name}` },
    })
    const { ticket } = (
      await call(cookie, {
        method: 'POST',
        url: '/api/support/tickets',
        payload: { type: 'support', subject: `${name} ticket`, message: `${name} problem` },
      })
    ).json()
    const links = {
      driveLink: `https://drive.example.com/${name}`,
      googleSheetLink: `https://sheets.example.com/${name}`,
    }
    await call(admin, { method: 'PUT', url: `/api/admin/customers/${user.id}/links`, payload: links })
    return {
      id: user.id,
      email,
      cookie,
      orderId: order?.id ?? '',
      messageId: sent.id,
      threadId: sent.threadId,
      ticketId: ticket.id,
      links,
    }
  }

  beforeAll(async () => {
    // Jobs run: the invite that sets each buyer's password is sent by one.
    t = await createTestApp(backend, {}, { runJobs: true })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    alice = await customer('alice')
    bob = await customer('bob')
  })
  afterAll(async () => {
    await t.close()
  })

  const messageRows = () => t.database.db.select().from(adminUserMessages)

  it('lists only their own messages, unread count, tickets and links', async () => {
    for (const [me, other] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const messages = (await call(me.cookie, { method: 'GET', url: '/api/messages' })).json()
      expect(messages.total).toBe(2)
      expect(JSON.stringify(messages)).not.toContain(other.id)
      expect(JSON.stringify(messages)).not.toContain(other.threadId)
      expect((await call(me.cookie, { method: 'GET', url: '/api/messages/unread-count' })).json()).toEqual({
        count: 1,
      })
      const tickets = (await call(me.cookie, { method: 'GET', url: '/api/support/tickets' })).json()
      expect(tickets.tickets.map((ticket: { id: string }) => ticket.id)).toEqual([me.ticketId])
      const links = await call(me.cookie, { method: 'GET', url: `/api/links?userId=${other.id}` })
      expect(links.json()).toEqual(me.links)
    }
  })

  it("refuses to reply in, mark read or delete the other's messages when their ids are guessed", async () => {
    const before = await messageRows()
    const reply = await call(alice.cookie, {
      method: 'POST',
      url: `/api/messages/threads/${bob.threadId}/replies`,
      payload: { message: 'Sneaky' },
    })
    expect(reply.statusCode).toBe(404)
    const read = await call(alice.cookie, {
      method: 'POST',
      url: `/api/messages/threads/${bob.threadId}/read`,
    })
    expect(read.statusCode).toBe(404)
    for (const ids of [[bob.messageId], [alice.messageId, bob.messageId]]) {
      const deleted = await call(alice.cookie, {
        method: 'POST',
        url: '/api/messages/delete',
        payload: { ids },
      })
      expect(deleted.statusCode).toBe(404)
    }
    expect(await messageRows()).toEqual(before)
  })

  it('takes the sender, ticket owner and e-mail from the session, whatever the body says', async () => {
    const sent = await call(alice.cookie, {
      method: 'POST',
      url: '/api/messages',
      payload: { subject: 'Spoof', message: 'Spoof', senderId: bob.id, recipientId: bob.id },
    })
    const [message] = await t.database.db
      .select()
      .from(adminUserMessages)
      .where(eq(adminUserMessages.id, sent.json().message.id))
    expect(message?.senderId).toBe(alice.id)
    expect(message?.recipientId).not.toBe(bob.id)

    const created = await call(alice.cookie, {
      method: 'POST',
      url: '/api/support/tickets',
      payload: {
        type: 'support',
        subject: 'Spoof',
        message: 'Spoof',
        userId: bob.id,
        userEmail: 'bob@example.com',
      },
    })
    const [ticket] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, created.json().ticket.id))
    expect(ticket).toMatchObject({ userId: alice.id, userEmail: 'alice@example.com' })
  })

  it('keeps every administrator route closed to customers', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/messages'],
      ['GET', '/api/admin/customers'],
      ['GET', '/api/admin/support/tickets'],
      ['PATCH', `/api/admin/support/tickets/${bob.ticketId}/status`],
      ['PUT', `/api/admin/customers/${bob.id}/links`],
      ['POST', '/api/admin/messages/delete'],
    ] as const) {
      const response = await call(alice.cookie, { method, url, payload: {} })
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 })
    }
    const [ticket] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, bob.ticketId))
    expect(ticket?.status).toBe('open')
  })

  it('shows each customer only their own latest order and their own data in the export', async () => {
    for (const [me, other] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const latest = await call(me.cookie, { method: 'GET', url: `/api/orders/latest?userId=${other.id}` })
      expect(latest.json().order.id).toBe(me.orderId)
      const exported = await call(me.cookie, { method: 'GET', url: `/api/account/export?userId=${other.id}` })
      expect(exported.json().account.id).toBe(me.id)
      expect(exported.json().orders.map((order: { id: string }) => order.id)).toEqual([me.orderId])
      for (const foreign of [
        other.id,
        other.email,
        other.orderId,
        other.threadId,
        other.ticketId,
        other.links.driveLink,
      ]) {
        expect(exported.body).not.toContain(foreign)
      }
    }
  })

  it("refuses a deletion confirmed with the other's e-mail, and deletes only the caller whatever the body names", async () => {
    const bobsRows = async () => ({
      user: await t.database.db.select().from(users).where(eq(users.id, bob.id)),
      order: await t.database.db.select().from(orders).where(eq(orders.id, bob.orderId)),
      messages: await t.database.db
        .select()
        .from(adminUserMessages)
        .where(eq(adminUserMessages.threadId, bob.threadId)),
      tickets: await t.database.db.select().from(supportTickets).where(eq(supportTickets.userId, bob.id)),
      links: await t.database.db.select().from(userDriveLinks).where(eq(userDriveLinks.userId, bob.id)),
    })
    const before = await bobsRows()
    const refused = await call(alice.cookie, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { confirmEmail: bob.email },
    })
    expect(refused.statusCode).toBe(400)
    const deleted = await call(alice.cookie, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { confirmEmail: alice.email, userId: bob.id },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await t.database.db.select().from(users).where(eq(users.id, alice.id))).toEqual([])
    const [alicesOrder] = await t.database.db.select().from(orders).where(eq(orders.id, alice.orderId))
    expect(alicesOrder?.userId).toBeNull()

    expect(await bobsRows()).toEqual(before)
    expect(before.order[0]?.userId).toBe(bob.id)
    const session = await call(bob.cookie, { method: 'GET', url: '/api/session' })
    expect(session.json().user.id).toBe(bob.id)
  })
})
