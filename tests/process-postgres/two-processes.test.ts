import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppProcess, E2E_ADMIN } from '../../e2e/support/app-process.ts'
import { HttpSession } from '../support/api-client.ts'
import { createEmptyPostgresDatabase } from '../support/postgres-database.ts'

/** Reads a server-sent-event stream until an event matching the predicate arrives. */
async function waitForEvent(response: Response, predicate: (data: string) => boolean): Promise<string> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
  if (!reader) throw new Error('no stream')
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) throw new Error('stream ended')
    buffer += value
    for (const block of buffer.split('\n\n')) {
      const data = block.split('\n').find((line) => line.startsWith('data: '))
      if (data && predicate(data.slice(6))) {
        await reader.cancel()
        return data.slice(6)
      }
    }
  }
}

describe('two app processes on one PostgreSQL server', () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>
  let first: AppProcess
  let second: AppProcess

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase()
    // Started together: both migrate at start, serialised by an advisory lock.
    ;[first, second] = await Promise.all([
      AppProcess.start({ env: { DATABASE_URL: database.url } }),
      AppProcess.start({ env: { DATABASE_URL: database.url } }),
    ])
  })
  afterAll(async () => {
    await first?.dispose()
    await second?.dispose()
    await database?.drop()
  })

  it('delivers a change made through one process to an event-stream client of the other', async () => {
    const admin = new HttpSession(second.url)
    await admin.signIn(E2E_ADMIN.email, E2E_ADMIN.password)
    const stream = await admin.request('/api/events')
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const received = waitForEvent(stream, (data) => JSON.parse(data).topic === 'emails')

    const visitor = new HttpSession(first.url)
    const reset = await visitor.request('/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: E2E_ADMIN.email, redirectTo: '/auth?type=recovery' },
    })
    expect(reset.status).toBe(200)

    expect(JSON.parse(await received)).toEqual({ topic: 'emails' })
  })

  it('shares sessions: signed in through one process, recognised by the other', async () => {
    const session = new HttpSession(first.url)
    await session.signIn(E2E_ADMIN.email, E2E_ADMIN.password)
    const other = new HttpSession(second.url)
    other.shareCookiesWith(session)
    const me = await other.json<{ isAdmin: boolean }>('/api/session')
    expect(me.isAdmin).toBe(true)
  })

  it('refuses the event stream to a signed-out caller', async () => {
    const response = await new HttpSession(first.url).request('/api/events')
    expect(response.status).toBe(401)
  })
})
