import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client.ts'
import {
  getSession,
  isConnectionError,
  sessionQuery,
  sessionRetryDelay,
  signedOutSession,
} from './session.ts'

const signedIn = {
  user: {
    id: 'u1',
    email: 'owner@example.com',
    name: 'Owner',
    role: 'user',
    emailVerified: true,
    twoFactorEnabled: false,
  },
  isAdmin: false,
  subscribed: true,
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the session check', () => {
  it('counts the server refusing as signed out', async () => {
    answer(401, { error: { code: 'unauthorized', message: 'Sign in first' } })
    await expect(getSession()).resolves.toEqual(signedOutSession)
  })

  it('throws when the server fails or cannot be reached, so the check is retried', async () => {
    answer(503, { error: { code: 'unavailable', message: 'Down' } })
    await expect(getSession()).rejects.toMatchObject({ status: 503 })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(getSession()).rejects.toMatchObject({ status: 0, code: 'network' })
  })

  it('retries only a lost connection or a failing server', () => {
    const retry = sessionQuery.retry as (failures: number, error: unknown) => boolean
    expect(retry(5, new ApiError(0, 'network', 'offline'))).toBe(true)
    expect(retry(5, new ApiError(502, 'bad_gateway', 'proxy'))).toBe(true)
    expect(retry(0, new ApiError(429, 'rate_limited', 'slow down'))).toBe(false)
    expect(isConnectionError(new Error('schema'))).toBe(false)
  })

  it('waits 200 ms before the first retry, doubling to at most 10 s', () => {
    expect([0, 1, 2, 3].map(sessionRetryDelay)).toEqual([200, 400, 800, 1600])
    expect(sessionRetryDelay(20)).toBe(10_000)
  })

  it('reads a signed-in answer', async () => {
    answer(200, signedIn)
    await expect(getSession()).resolves.toMatchObject({ user: { id: 'u1' }, subscribed: true })
  })
})
