import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventStream } from '../../../../tests/support/event-stream.ts'
import {
  createTestApp,
  createTestAppBeside,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'

/**
 * Two servers on one database stand for two processes: the right to a stream ends through one, the
 * stream open on the other closes (the database's NOTIFY on 'stream_rights' carries it).
 */
describe.each(backends)('event streams end with their right on %s', (backend) => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    first = await createTestApp(backend)
    second = await createTestAppBeside(first)
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  it('closes the stream of a session signed out on the other server, and only that one', async () => {
    await signUp(first.app, 'streams@example.com', 'streams-password')
    const phone = await signIn(first.app, 'streams@example.com', 'streams-password')
    const laptop = await signIn(first.app, 'streams@example.com', 'streams-password')
    const phoneStream = await EventStream.open(second.app, phone)
    const laptopStream = await EventStream.open(second.app, laptop)
    const signedOut = await first.app.inject(
      withCookie(phone, { method: 'POST', url: '/api/auth/sign-out', payload: {} }),
    )
    expect(signedOut.statusCode).toBe(200)
    await phoneStream.ended
    expect(await laptopStream.hasEnded()).toBe(false)
    laptopStream.close()
  })

  it('closes every stream of the account when its password changes', async () => {
    await signUp(first.app, 'new-password@example.com', 'first-password')
    const cookie = await signIn(first.app, 'new-password@example.com', 'first-password')
    const stream = await EventStream.open(second.app, cookie)
    const changed = await first.app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: {
          currentPassword: 'first-password',
          newPassword: 'second-password',
          revokeOtherSessions: true,
        },
      }),
    )
    expect(changed.statusCode).toBe(200)
    await stream.ended
  })

  it("closes a demoted administrator's streams; the stream reopened is a customer's", async () => {
    await first.app.ensureAdministrator({ email: 'demoted@example.com', password: 'demoted-password' })
    const cookie = await signIn(first.app, 'demoted@example.com', 'demoted-password')
    const stream = await EventStream.open(second.app, cookie)
    await first.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'demoted@example.com'))
    await stream.ended
    const session = await second.app.inject(withCookie(cookie, { method: 'GET', url: '/api/session' }))
    expect(session.json().isAdmin).toBe(false)
  })

  it('keeps at most 10 streams per user, closing the oldest first', async () => {
    await signUp(first.app, 'many-tabs@example.com', 'many-tabs-password')
    const cookie = await signIn(first.app, 'many-tabs@example.com', 'many-tabs-password')
    const streams: EventStream[] = []
    for (let i = 0; i < 12; i++) streams.push(await EventStream.open(first.app, cookie))
    await streams[0]?.ended
    await streams[1]?.ended
    const open = await Promise.all(streams.slice(2).map((stream) => stream.hasEnded()))
    expect(open).toEqual(Array(10).fill(false))
    for (const stream of streams) stream.close()
  })
})
