import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { trustedPeer } from './request-id.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const PROXY_ID = 'edge-7f3a9c1e'

describe.each(backends)('request ids on %s', (backend) => {
  let t: TestApp
  const lines: string[] = []

  beforeAll(async () => {
    t = await createTestApp(
      backend,
      { LOG_LEVEL: 'info', TRUST_PROXY: '10.0.0.0/8' },
      { log: { write: (line: string) => lines.push(line) } },
    )
  })
  afterAll(async () => {
    await t.close()
  })

  const health = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers })

  it('gives every answer a random id in X-Request-Id', async () => {
    const [first, second] = [await health('203.0.113.9'), await health('203.0.113.9')]
    expect(first.headers['x-request-id']).toMatch(UUID)
    expect(second.headers['x-request-id']).toMatch(UUID)
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id'])
  })

  it("keeps a trusted proxy's id and replaces one forged by anyone else", async () => {
    const viaProxy = await health('10.1.2.3', { 'x-request-id': PROXY_ID })
    expect(viaProxy.headers['x-request-id']).toBe(PROXY_ID)
    const forged = await health('203.0.113.9', { 'x-request-id': PROXY_ID })
    expect(forged.headers['x-request-id']).toMatch(UUID)
    const malformed = await health('10.1.2.3', { 'x-request-id': 'two words\u0000' })
    expect(malformed.headers['x-request-id']).toMatch(UUID)
  })

  it('puts the id in every error body, matching the header', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      remoteAddress: '203.0.113.9',
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.requestId).toBe(missing.headers['x-request-id'])
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    })
    expect(badJson.statusCode).toBe(400)
    expect(badJson.json().error).toMatchObject({
      code: 'bad_request',
      requestId: badJson.headers['x-request-id'],
    })
  })

  it("writes the id into the request's log lines", async () => {
    const response = await health('203.0.113.9')
    const id = response.headers['x-request-id']
    const entries = lines.map((line) => JSON.parse(line) as { requestId?: string; msg: string })
    const own = entries.filter((entry) => entry.requestId === id)
    expect(own.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed'])
  })
})

describe('which peers are trusted proxies', () => {
  it('reads TRUST_PROXY as Fastify does', () => {
    expect(trustedPeer('loopback')('127.0.0.1')).toBe(true)
    expect(trustedPeer('loopback')('::1')).toBe(true)
    expect(trustedPeer('loopback')('::ffff:127.0.0.1')).toBe(true)
    expect(trustedPeer('loopback')('192.0.2.1')).toBe(false)
    expect(trustedPeer('192.0.2.1, 10.0.0.0/8')('10.9.9.9')).toBe(true)
    expect(trustedPeer('192.0.2.1, 10.0.0.0/8')('192.0.2.1')).toBe(true)
    expect(trustedPeer('192.0.2.1, 10.0.0.0/8')('192.0.2.2')).toBe(false)
    expect(trustedPeer(false)('127.0.0.1')).toBe(false)
    expect(trustedPeer(true)('198.51.100.7')).toBe(true)
  })
})
