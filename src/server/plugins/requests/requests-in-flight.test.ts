import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  countRequestsInFlight,
  FREE_SLICE_MS,
  LONGEST_WAIT_MS,
  QUIET_MS,
  RequestsInFlight,
} from './requests-in-flight.ts'

/** A clock that only moves while the tracker pauses; `onPause` sees the time after each pause. */
function manualClock(onPause: (now: number) => void = () => {}) {
  const clock = { now: 0 }
  const requests = new RequestsInFlight(
    () => clock.now,
    async (ms) => {
      clock.now += ms
      onPause(clock.now)
    },
  )
  return { clock, requests }
}

describe('RequestsInFlight', () => {
  it('lets background work go at once when no request came lately', async () => {
    const { clock, requests } = manualClock()
    clock.now = 1000
    await requests.quiet()
    expect(clock.now).toBe(1000)
  })

  it('holds background work until requests have been quiet for QUIET_MS', async () => {
    const { clock, requests } = manualClock((now) => {
      if (now === 30) requests.leave()
    })
    requests.enter()
    await requests.quiet()
    // The request left at 30 ms, but it started at 0: quiet from QUIET_MS after that start.
    expect(clock.now).toBe(Math.max(30, QUIET_MS))
    requests.enter()
    requests.leave()
    const before = clock.now
    await requests.quiet()
    expect(clock.now).toBe(before + QUIET_MS)
  })

  it('waits LONGEST_WAIT_MS at most, then lets work run freely for FREE_SLICE_MS', async () => {
    const { clock, requests } = manualClock()
    requests.enter()
    await requests.quiet()
    expect(clock.now).toBe(LONGEST_WAIT_MS)
    await requests.quiet()
    expect(clock.now).toBe(LONGEST_WAIT_MS)
    clock.now += FREE_SLICE_MS
    await requests.quiet()
    expect(clock.now).toBe(2 * LONGEST_WAIT_MS + FREE_SLICE_MS)
  })

  it('counts requests until their response closes, and not the event streams that stay open', async () => {
    const { clock, requests } = manualClock()
    const app = Fastify()
    countRequestsInFlight(app, requests)
    let started: () => void = () => {}
    const inHandler = new Promise<void>((resolve) => (started = resolve))
    let finish: () => void = () => {}
    app.get('/api/work', async () => {
      started()
      await new Promise<void>((resolve) => (finish = resolve))
      return { done: true }
    })
    app.get('/api/events', async (_request, reply) => {
      reply.hijack()
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' })
      reply.raw.write(': connected\n\n')
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const abort = new AbortController()
    try {
      const stream = await fetch(`${url}/api/events`, { signal: abort.signal })
      expect(stream.status).toBe(200)
      clock.now += QUIET_MS
      let from = clock.now
      await requests.quiet()
      expect(clock.now).toBe(from)

      const work = fetch(`${url}/api/work`)
      await inHandler
      clock.now += QUIET_MS
      from = clock.now
      await requests.quiet()
      expect(clock.now - from).toBe(LONGEST_WAIT_MS)

      finish()
      expect((await work).status).toBe(200)
      // The response's close may come a moment after the client has read it.
      await expect
        .poll(async () => {
          clock.now += FREE_SLICE_MS + QUIET_MS
          const askedAt = clock.now
          await requests.quiet()
          return clock.now - askedAt
        })
        .toBe(0)
    } finally {
      abort.abort()
      await app.close()
    }
  })

  it('does not hold background work for a request that serves it (a network fetching a post’s image)', async () => {
    const { clock, requests } = manualClock()
    const app = Fastify()
    countRequestsInFlight(app, requests)
    let started: () => void = () => {}
    const inHandler = new Promise<void>((resolve) => (started = resolve))
    let finish: () => void = () => {}
    app.get('/api/image', { config: { servesBackgroundWork: true } }, async () => {
      started()
      await new Promise<void>((resolve) => (finish = resolve))
      return { done: true }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    try {
      clock.now += QUIET_MS
      const image = fetch(`${url}/api/image`)
      await inHandler
      const from = clock.now
      await requests.quiet()
      expect(clock.now).toBe(from)
      finish()
      expect((await image).status).toBe(200)
    } finally {
      await app.close()
    }
  })
})
