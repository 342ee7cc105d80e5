import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signIn, signUp, TEST_APP_URL, type TestApp } from '../../../tests/support/test-app.ts'
import { backends } from '../../../tests/support/test-database.ts'
import { CROSS_SITE_MESSAGE } from './same-origin.ts'

describe.each(backends)('cross-site writes on %s', (backend) => {
  let t: TestApp
  let cookie: string

  beforeAll(async () => {
    t = await createTestApp(backend)
    await signUp(t.app, 'owner@example.co.uk', 'owner-password', 'Old Name')
    cookie = await signIn(t.app, 'owner@example.co.uk', 'owner-password')
  })
  afterAll(async () => {
    await t.close()
  })

  const rename = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie, ...headers },
      payload: { displayName: 'Changed' },
    })

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a sibling port', { origin: 'http://localhost:4000' }],
    ['another site as referer', { referer: 'https://evil.example/page' }],
    ['no origin at all', {}],
  ])('refuses a cookie-authenticated write from %s and changes nothing', async (_name, headers) => {
    const response = await rename(headers)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ error: { code: 'forbidden', message: CROSS_SITE_MESSAGE } })
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })
    expect(profile.json().displayName).toBe('Old Name')
  })

  it('accepts the same write from our own pages (Origin or Referer)', async () => {
    expect((await rename({ origin: TEST_APP_URL })).statusCode).toBe(200)
    expect((await rename({ referer: `${TEST_APP_URL}/dashboard/settings` })).statusCode).toBe(200)
  })

  it('leaves reads and cookie-less requests alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(
      200,
    )
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { displayName: 'x' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
