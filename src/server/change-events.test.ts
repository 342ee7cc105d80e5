import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventStream } from '../../tests/support/event-stream.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../tests/support/test-app.ts'
import { backends } from '../../tests/support/test-database.ts'

/**
 * Messages and tickets tell the customer concerned and the administrators, and nobody else. A stream's
 * events arrive in order, so once a later event has reached a stream, an earlier one meant for it
 * would have arrived too: each "not seen" check waits for such a later event first.
 */
describe.each(backends)('change events for messages and tickets on %s', (backend) => {
  let t: TestApp
  let admin: string
  let alice: string
  let bob: string
  let streams: { admin: EventStream; alice: EventStream; bob: EventStream }

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice')
    await signUp(t.app, 'bob@example.com', 'bob-password', 'Bob')
    alice = await signIn(t.app, 'alice@example.com', 'alice-password')
    bob = await signIn(t.app, 'bob@example.com', 'bob-password')
    streams = {
      admin: await EventStream.open(t.app, admin),
      alice: await EventStream.open(t.app, alice),
      bob: await EventStream.open(t.app, bob),
    }
  })
  afterAll(async () => {
    for (const stream of Object.values(streams ?? {})) stream.close()
    await t.close()
  })

  let address = 0
  const call = async (cookie: string, options: InjectOptions) => {
    const response = await t.app.inject({
      ...withCookie(cookie, options),
      remoteAddress: `10.5.0.${++address}`,
    })
    expect(response.statusCode, response.body).toBeLessThan(300)
    return response.json()
  }
  const sendAs = (cookie: string, subject: string) =>
    call(cookie, { method: 'POST', url: '/api/messages', payload: { subject, message: 'Hello' } })
  const ticketAs = (cookie: string) =>
    call(cookie, {
      method: 'POST',
      url: '/api/support/tickets',
      payload: { type: 'support', subject: 'S', message: 'M' },
    })

  it("tells the customer and the administrators of a customer's message, not another customer", async () => {
    const sent = await sendAs(alice, 'From Alice')
    await streams.admin.received('messages', 1)
    await streams.alice.received('messages', 1)
    await ticketAs(bob)
    await streams.bob.received('tickets', 1)
    expect(streams.bob.count('messages')).toBe(0)

    await call(admin, {
      method: 'POST',
      url: `/api/admin/messages/threads/${sent.message.threadId}/replies`,
      payload: { message: 'Hi Alice' },
    })
    await streams.alice.received('messages', 2)
    await streams.admin.received('messages', 2)
    await call(alice, { method: 'POST', url: `/api/messages/threads/${sent.message.threadId}/read` })
    await streams.admin.received('messages', 3)
    await call(alice, { method: 'POST', url: '/api/messages/delete', payload: { ids: [sent.message.id] } })
    await streams.admin.received('messages', 4)
    await sendAs(bob, 'From Bob')
    await streams.bob.received('messages', 1)
    expect(streams.bob.count('messages')).toBe(1)
  })

  it('tells the customer of their ticket and its status, but not of the team’s notes', async () => {
    const before = { alice: streams.alice.count('tickets'), admin: streams.admin.count('tickets') }
    const { ticket } = await ticketAs(alice)
    await streams.alice.received('tickets', before.alice + 1)
    await streams.admin.received('tickets', before.admin + 1)

    const url = `/api/admin/support/tickets/${ticket.id}`
    await call(admin, { method: 'PATCH', url: `${url}/notes`, payload: { notes: 'Internal' } })
    await streams.admin.received('tickets', before.admin + 2)
    await call(admin, { method: 'PATCH', url: `${url}/status`, payload: { status: 'in_progress' } })
    await streams.alice.received('tickets', before.alice + 2)
    await streams.admin.received('tickets', before.admin + 3)
    // Alice's second event is the status change: the notes in between never reached her.
    await sendAs(alice, 'Later')
    await streams.alice.received('messages', 3)
    expect(streams.alice.count('tickets')).toBe(before.alice + 2)
    expect(streams.bob.count('tickets')).toBe(1)
  })

  it('tells every signed-in user of a broadcast', async () => {
    const before = { alice: streams.alice.count('messages'), bob: streams.bob.count('messages') }
    await call(admin, {
      method: 'POST',
      url: '/api/admin/messages',
      payload: { subject: 'News', message: 'For all', sendToAll: true },
    })
    await streams.alice.received('messages', before.alice + 1)
    await streams.bob.received('messages', before.bob + 1)
  })
})
