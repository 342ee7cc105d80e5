import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'

describe.each(backends)('health and error shape on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers 200 with the database ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' })
  })

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({
      error: { code: 'not_found', message: 'No route for GET /api/no-such-thing' },
    })
  })

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    })
    expect(response.body).not.toMatch(/at .*\.ts:\d+/)
  })

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('payload_too_large')
  })

  it('serves the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    expect(response.json().paths).toHaveProperty('/api/health')
  })
})

describe('health when the database is gone', () => {
  it('answers 503', async () => {
    const t = await createTestApp('pglite')
    await t.database.close()
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'unavailable', db: 'unavailable' })
    await t.app.close()
  })
})
