import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createTestApp,
  createTestAppBeside,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { SESSION_KEPT_FOR_MS, SessionCache } from './session-cache.ts'

type Found = { session: { expiresAt: Date }; n: number }

/** A database handle whose NOTIFY on the sessions channel reaches the one listener, as PGlite's does. */
function loopbackDatabase() {
  let listener: (() => void) | undefined
  const notified: string[] = []
  const database = {
    listen: async (_channel: string, handler: () => void) => {
      listener = handler
      return async () => {}
    },
    notify: async (channel: string) => {
      notified.push(channel)
      listener?.()
    },
  } as unknown as DatabaseHandle
  return { database, notified }
}

function sessionSource(expiresAt = new Date(Date.now() + 60_000)) {
  let calls = 0
  let answer: (() => Found | null) | undefined
  return {
    take: async (): Promise<Found | null> => {
      calls += 1
      return answer ? answer() : { session: { expiresAt }, n: calls }
    },
    signOut: () => {
      answer = () => null
    },
    calls: () => calls,
  }
}

describe('SessionCache', () => {
  it('looks a session up once for the requests of one cookie, until its time is up', async () => {
    let now = 0
    const cache = new SessionCache<Found>(loopbackDatabase().database, () => now)
    const source = sessionSource()
    const first = await Promise.all([1, 2, 3].map(() => cache.lookup('a=1', source.take)))
    expect(first.map((found) => found?.n)).toEqual([1, 1, 1])
    expect((await cache.lookup('a=2', source.take))?.n).toBe(2)
    now += SESSION_KEPT_FOR_MS - 1
    expect((await cache.lookup('a=1', source.take))?.n).toBe(1)
    now += 1
    expect((await cache.lookup('a=1', source.take))?.n).toBe(3)
  })

  it('never keeps a signed-out answer, nor a session past its own expiry', async () => {
    let now = Date.now()
    const cache = new SessionCache<Found>(loopbackDatabase().database, () => now)
    const source = sessionSource(new Date(now + 1000))
    await cache.lookup('a=1', source.take)
    now += 1000
    await cache.lookup('a=1', source.take)
    expect(source.calls()).toBe(2)
    source.signOut()
    expect(await cache.lookup('a=1', source.take)).toBeNull()
    expect(await cache.lookup('a=1', source.take)).toBeNull()
    expect(source.calls()).toBe(4)
    expect(await cache.lookup(undefined, source.take)).toBeNull()
  })

  it('forgets every session on a change, here and through NOTIFY, including a lookup under way', async () => {
    const { database, notified } = loopbackDatabase()
    const cache = new SessionCache<Found>(database)
    await cache.start()
    const source = sessionSource()
    await cache.lookup('a=1', source.take)
    cache.changed()
    expect(notified).toHaveLength(1)
    const during = cache.lookup('a=1', source.take)
    cache.changed()
    expect((await during)?.n).toBe(2)
    expect((await cache.lookup('a=1', source.take))?.n).toBe(3)
    // Another process's change arrives as a notice.
    await database.notify('auth_sessions', '')
    expect((await cache.lookup('a=1', source.take))?.n).toBe(4)
  })
})

describe.each(backends)('a revoked session on %s', (backend) => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    first = await createTestApp(backend)
    second = await createTestAppBeside(first)
    await signUp(first.app, 'two-devices@example.com', 'two-devices-pass')
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  const userOf = async (server: TestApp, cookie: string) =>
    (await server.app.inject(withCookie(cookie, { method: 'GET', url: '/api/session' }))).json().user

  it('is refused at once by the server that revoked it and, told through NOTIFY, by the other', async () => {
    const phone = await signIn(first.app, 'two-devices@example.com', 'two-devices-pass')
    const laptop = await signIn(first.app, 'two-devices@example.com', 'two-devices-pass')
    // Both servers have just checked the phone's session, so each keeps it.
    expect(await userOf(first, phone)).not.toBeNull()
    expect(await userOf(second, phone)).not.toBeNull()
    // Changing the password ends the account's other sessions (and renews this one).
    const revoked = await first.app.inject(
      withCookie(laptop, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: {
          currentPassword: 'two-devices-pass',
          newPassword: 'two-devices-pass-2',
          revokeOtherSessions: true,
        },
      }),
    )
    expect(revoked.statusCode).toBe(200)
    const renewed = revoked.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    expect(await userOf(first, phone)).toBeNull()
    // Well within the time a kept session could otherwise last.
    await vi.waitFor(async () => expect(await userOf(second, phone)).toBeNull(), {
      timeout: SESSION_KEPT_FOR_MS / 2,
    })
    expect(await userOf(second, renewed)).not.toBeNull()
  })
})
