import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChangeTopic } from '#shared/schemas/realtime.ts'
import { backends, createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database.ts'
import { canSee, EventBus, STREAM_RIGHTS_CHANNEL, STREAMS_PER_USER } from './event-bus.ts'

describe('canSee', () => {
  const customer = { userId: 'u1', isAdmin: false }
  const admin = { userId: 'a1', isAdmin: true }
  it.each([
    [customer, { admins: true }, false],
    [admin, { admins: true }, true],
    [customer, { userIds: ['u1'] }, true],
    [customer, { userIds: ['u2'] }, false],
    [admin, { userIds: ['u1'] }, false],
    [customer, { userIds: ['u1'], admins: true }, true],
    [customer, {}, false],
    [customer, { everyone: true }, true],
    [admin, { everyone: true }, true],
  ])('%o sees %o: %s', (subscriber, audience, expected) => {
    expect(canSee(subscriber, audience)).toBe(expected)
  })
})

describe.each(backends)('EventBus over LISTEN/NOTIFY on %s', (backend) => {
  let database: TestDatabase
  let bus: EventBus

  beforeAll(async () => {
    database = await createTestDatabase(backend)
    bus = new EventBus(database.handle, Fastify({ logger: false }).log)
    await bus.start()
  })
  afterAll(async () => {
    await bus.stop()
    await database.handle.close()
  })

  it('delivers each notice only to the subscribers who may see it', async () => {
    const received: Record<string, ChangeTopic[]> = { admin: [], customer: [], other: [] }
    const subscribe = (name: string, userId: string, isAdmin: boolean) =>
      bus.subscribe({
        userId,
        sessionId: `${name}-session`,
        isAdmin,
        send: (topic) => received[name]?.push(topic),
        close() {},
      })
    subscribe('admin', 'admin-1', true)
    subscribe('customer', 'customer-1', false)
    subscribe('other', 'customer-2', false)
    const customerGotMessages = new Promise<void>((resolve) => {
      bus.subscribe({
        userId: 'customer-1',
        sessionId: 'customer-1-other-session',
        isAdmin: false,
        send: (topic) => topic === 'messages' && resolve(),
        close() {},
      })
    })

    await bus.publish({ topic: 'tickets', audience: { admins: true } })
    await bus.publish({ topic: 'messages', audience: { userIds: ['customer-1'], admins: true } })
    await customerGotMessages

    expect(received.admin).toEqual(['tickets', 'messages'])
    expect(received.customer).toEqual(['messages'])
    expect(received.other).toEqual([])
  })
})

describe.each(backends)('EventBus between processes on %s', (backend) => {
  let database: TestDatabase
  const buses: EventBus[] = []

  beforeAll(async () => {
    database = await createTestDatabase(backend)
    // Two buses on one database stand for two processes.
    for (let i = 0; i < 2; i++) {
      const bus = new EventBus(database.handle, Fastify({ logger: false }).log)
      await bus.start()
      buses.push(bus)
    }
  })
  afterAll(async () => {
    for (const bus of buses) await bus.stop()
    await database.handle.close()
  })

  it("delivers a notice once to the publisher's subscribers and once to the other process's", async () => {
    const [here, there] = buses as [EventBus, EventBus]
    const received = { here: [] as ChangeTopic[], there: [] as ChangeTopic[] }
    here.subscribe({
      userId: 'a',
      sessionId: 'a-1',
      isAdmin: true,
      send: (topic) => received.here.push(topic),
      close() {},
    })
    const thereGotBoth = new Promise<void>((resolve) => {
      there.subscribe({
        userId: 'b',
        sessionId: 'b-1',
        isAdmin: true,
        send: (topic) => {
          received.there.push(topic)
          if (topic === 'messages') resolve()
        },
        close() {},
      })
    })

    await here.publish({ topic: 'tickets', audience: { admins: true } })
    // Delivered here before the notice went through the database.
    expect(received.here).toEqual(['tickets'])
    await here.publish({ topic: 'messages', audience: { admins: true } })
    await thereGotBoth
    // Both buses share the database handle's one subscription, which hands each notification to both
    // in one go: the publisher has had its own notices back by now, and delivered neither twice.
    expect(received.here).toEqual(['tickets', 'messages'])
    expect(received.there).toEqual(['tickets', 'messages'])
  })
})

describe.each(backends)('EventBus ending streams on %s', (backend) => {
  let database: TestDatabase
  let bus: EventBus
  beforeAll(async () => {
    database = await createTestDatabase(backend)
    bus = new EventBus(database.handle, Fastify({ logger: false }).log)
    await bus.start()
  })
  afterAll(async () => {
    await bus.stop()
    await database.handle.close()
  })

  /** A subscriber that records whether its stream was closed. */
  function stream(userId: string, sessionId: string) {
    const state = { closed: false }
    const closed = new Promise<void>((resolve) => {
      bus.subscribe({
        userId,
        sessionId,
        isAdmin: false,
        send() {},
        close() {
          state.closed = true
          resolve()
        },
      })
    })
    return { state, closed }
  }

  it(`keeps at most ${STREAMS_PER_USER} streams per user, closing the oldest first`, () => {
    const streams = Array.from({ length: STREAMS_PER_USER + 2 }, (_, i) => stream('capped', `s${i}`))
    const other = stream('someone-else', 'x')
    expect(streams.map((s) => s.state.closed)).toEqual([true, true, ...Array(STREAMS_PER_USER).fill(false)])
    expect(other.state.closed).toBe(false)
  })

  it("closes an ended session's streams, and every stream of a user whose role changed", async () => {
    const ended = stream('u1', 'ended')
    const kept = stream('u1', 'kept')
    const stranger = stream('u2', 'ended')
    await database.handle.notify(STREAM_RIGHTS_CHANNEL, JSON.stringify({ userId: 'u1', sessionId: 'ended' }))
    await ended.closed
    expect([kept.state.closed, stranger.state.closed]).toEqual([false, false])
    await database.handle.notify(STREAM_RIGHTS_CHANNEL, JSON.stringify({ userId: 'u1' }))
    await kept.closed
    expect(stranger.state.closed).toBe(false)
  })
})
