import pg from 'pg'
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

/** Settles when the server ends a server-sent-event stream. */
async function streamEnded(response: Response): Promise<void> {
  const reader = response.body?.getReader()
  if (!reader) throw new Error('no stream')
  for (;;) if ((await reader.read()).done) return
}

/** Settles with true when the stream has ended within `ms`, false otherwise (the stream is left open). */
function endsWithin(ended: Promise<void>, ms: number): Promise<boolean> {
  return Promise.race([
    ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(resolve, ms, false)),
  ])
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

  it('closes a stream on one process when its session signs out through the other', async () => {
    const visitor = new HttpSession(first.url)
    const signUp = await visitor.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: { email: 'two-tabs@example.com', password: 'two-tabs-password', name: 'Two Tabs' },
    })
    expect(signUp.status).toBe(200)
    const leaving = new HttpSession(first.url)
    await leaving.signIn('two-tabs@example.com', 'two-tabs-password')
    const staying = new HttpSession(first.url)
    await staying.signIn('two-tabs@example.com', 'two-tabs-password')
    const onSecond = (session: HttpSession) => {
      const other = new HttpSession(second.url)
      other.shareCookiesWith(session)
      return other.request('/api/events')
    }
    const leavingStream = streamEnded(await onSecond(leaving))
    const stayingStream = streamEnded(await onSecond(staying))

    expect((await leaving.request('/api/auth/sign-out', { method: 'POST', body: {} })).status).toBe(200)
    await leavingStream
    expect(await endsWithin(stayingStream, 500)).toBe(false)
  })

  it("closes a demoted administrator's stream on the other process", async () => {
    const email = 'soon-demoted@example.com'
    const visitor = new HttpSession(first.url)
    await visitor.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: { email, password: 'soon-demoted-password', name: 'Soon Demoted' },
    })
    const setRole = async (role: string) => {
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      await client.query('update users set role = $1 where email = $2', [role, email])
      await client.end()
    }
    await setRole('admin')
    const admin = new HttpSession(second.url)
    await admin.signIn(email, 'soon-demoted-password')
    expect((await admin.json<{ isAdmin: boolean }>('/api/session')).isAdmin).toBe(true)
    const stream = streamEnded(await admin.request('/api/events'))

    await setRole('user')
    await stream
    expect((await admin.json<{ isAdmin: boolean }>('/api/session')).isAdmin).toBe(false)
  })
})
