import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { profiles } from '../../db/schema/customers.ts'

describe.each(backends)('profile on %s', (backend) => {
  let t: TestApp
  let alice: { id: string; cookie: string }
  let bob: { id: string; cookie: string }

  beforeAll(async () => {
    t = await createTestApp(backend)
    const a = await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice Smith')
    const b = await signUp(t.app, 'bob@example.com', 'bob-password', 'Bob Jones')
    alice = { id: a.user.id, cookie: await signIn(t.app, 'alice@example.com', 'alice-password') }
    bob = { id: b.user.id, cookie: await signIn(t.app, 'bob@example.com', 'bob-password') }
  })
  afterAll(async () => {
    await t.close()
  })

  const row = async (id: string) =>
    (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]

  it('creates a profile row for every new account', async () => {
    expect(await row(alice.id)).toMatchObject({ displayName: 'Alice Smith', welcomeShown: false })
    expect(await row(bob.id)).toMatchObject({ displayName: 'Bob Jones', welcomeShown: false })
  })

  it('answers 401 to a signed-out caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401)
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: { displayName: 'X' } })
    expect(patch.statusCode).toBe(401)
  })

  it("returns the caller's own profile with the account e-mail", async () => {
    const response = await t.app.inject(withCookie(alice.cookie, { method: 'GET', url: '/api/profile' }))
    expect(response.json()).toEqual({
      id: alice.id,
      email: 'alice@example.com',
      displayName: 'Alice Smith',
      welcomeShown: false,
    })
  })

  it("changes only the caller's display name, whatever id the body names", async () => {
    const response = await t.app.inject(
      withCookie(alice.cookie, {
        method: 'PATCH',
        url: '/api/profile',
        payload: { id: bob.id, displayName: '  Alice at Work  ' },
      }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: alice.id, displayName: 'Alice at Work' })
    expect((await row(alice.id))?.displayName).toBe('Alice at Work')
    expect((await row(bob.id))?.displayName).toBe('Bob Jones')
  })

  it('refuses a body without a display name with 400 and changes nothing', async () => {
    const response = await t.app.inject(
      withCookie(bob.cookie, { method: 'PATCH', url: '/api/profile', payload: { displayName: 42 } }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
    expect((await row(bob.id))?.displayName).toBe('Bob Jones')
  })

  const patchAs = (cookie: string, payload: unknown) =>
    t.app.inject(withCookie(cookie, { method: 'PATCH', url: '/api/profile', payload: payload as object }))

  it('refuses a display name with a NUL or another control character with 400 naming it, storing nothing', async () => {
    for (const displayName of ['Bob\u0000Jones', '\u0000', 'Bob\u001bJones', 'Bob\nJones']) {
      const response = await patchAs(bob.cookie, { displayName })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'displayName: Display name contains characters that are not allowed',
        fields: { displayName: 'Display name contains characters that are not allowed' },
      })
    }
    expect((await row(bob.id))?.displayName).toBe('Bob Jones')
  })

  it('takes a display name of up to 100 characters and refuses 101 with 400 naming it', async () => {
    const tooLong = await patchAs(bob.cookie, { displayName: 'b'.repeat(101) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.fields).toEqual({
      displayName: 'Display name must be at most 100 characters',
    })
    const huge = await patchAs(bob.cookie, { displayName: 'b'.repeat(10_000) })
    expect(huge.statusCode).toBe(400)
    expect((await row(bob.id))?.displayName).toBe('Bob Jones')

    const longest = await patchAs(bob.cookie, { displayName: ` ${'b'.repeat(100)} ` })
    expect(longest.statusCode).toBe(200)
    expect((await row(bob.id))?.displayName).toBe('b'.repeat(100))
  })
})
