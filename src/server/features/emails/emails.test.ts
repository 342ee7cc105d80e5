import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../e2e/support/app-process.ts'
import { eventually } from '../../../../tests/support/api-client.ts'
import { firstLink, SmtpSink } from '../../../../tests/support/smtp-sink.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  TEST_APP_URL,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { findOutboxMessage, updateOutboxMessage } from '../../email/outbox.repo.ts'

describe.each(backends)('e-mail delivery on %s', (backend) => {
  let t: TestApp
  let sink: SmtpSink
  let smtpPort: number
  let adminCookie: string
  let customerCookie: string

  beforeAll(async () => {
    smtpPort = await freePort()
    sink = new SmtpSink()
    await sink.start(smtpPort)
    t = await createTestApp(backend, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, { runJobs: true })
    adminCookie = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    await signUp(t.app, 'customer@example.co.uk', 'customer-pass')
    customerCookie = await signIn(t.app, 'customer@example.co.uk', 'customer-pass')
  })
  afterAll(async () => {
    await t.close()
    await sink.stop()
  })

  it('delivers a reset e-mail over SMTP whose link sets a new password', async () => {
    const email = 'reset-me@example.co.uk'
    await signUp(t.app, email, 'old-password')
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_APP_URL },
      payload: { email, redirectTo: '/auth?type=recovery' },
    })
    expect(request.statusCode).toBe(200)

    // Sign-up sent a confirmation e-mail first; the reset e-mail is the one with the reset button.
    const message = await sink.waitFor(
      (m) => m.to.includes(email) && m.html.includes('Choose a new password'),
    )
    const link = new URL(firstLink(message.text))
    expect(link.origin).toBe(TEST_APP_URL)

    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
    expect(opened.statusCode).toBe(302)
    const landing = new URL(opened.headers.location as string, TEST_APP_URL)
    expect(landing.pathname).toBe('/auth')
    expect(landing.searchParams.get('type')).toBe('recovery')
    const token = landing.searchParams.get('token')
    expect(token).toBeTruthy()

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_APP_URL },
      payload: { newPassword: 'new-password', token },
    })
    expect(reset.statusCode).toBe(200)
    await expect(signIn(t.app, email, 'new-password')).resolves.toBeTruthy()
    await expect(signIn(t.app, email, 'old-password')).rejects.toThrow(/sign-in failed: 401/)
  })

  it('keeps an e-mail queued while SMTP is down and delivers it exactly once when it is back', async () => {
    await sink.stop()
    const sent = await t.app.inject(
      withCookie(adminCookie, {
        method: 'POST',
        url: '/api/admin/email-test',
        payload: { to: 'outage@example.co.uk', sender: 'mail-from' },
      }),
    )
    expect(sent.statusCode).toBe(200)
    const id = sent.json().data.id as string

    const waiting = await eventually(async () => {
      const row = await findOutboxMessage(t.database.db, id)
      return row && row.attempts >= 1 && row.status === 'queued' && row.lastError ? row : undefined
    })
    expect(waiting.lastError).toMatch(/ECONNREFUSED/)

    await sink.start(smtpPort)
    await sink.waitFor((m) => m.to.includes('outage@example.co.uk'))
    const delivered = await eventually(async () => {
      const row = await findOutboxMessage(t.database.db, id)
      return row?.status === 'sent' ? row : undefined
    })
    expect(delivered.attempts).toBeGreaterThanOrEqual(2)
    expect(sink.messages.filter((m) => m.to.includes('outage@example.co.uk'))).toHaveLength(1)
  })

  it('sends a test e-mail for an administrator and reports its status raw', async () => {
    const sent = await t.app.inject(
      withCookie(adminCookie, {
        method: 'POST',
        url: '/api/admin/email-test',
        payload: { to: 'check@example.co.uk', sender: 'default' },
      }),
    )
    const id = sent.json().data.id as string
    const received = await sink.waitFor((m) => m.to.includes('check@example.co.uk'))
    expect(received.subject).toBe('PostCraft test e-mail')
    const status = await eventually(async () => {
      const response = await t.app.inject(
        withCookie(adminCookie, { method: 'GET', url: `/api/admin/email-test/${id}` }),
      )
      const body = response.json()
      return body.status === 'sent' ? body : undefined
    })
    expect(status).toMatchObject({ id, recipient: 'check@example.co.uk', status: 'sent', lastError: null })
  })

  it('refuses the diagnostic endpoints to customers and visitors, changing nothing', async () => {
    const payload = { to: 'nobody@example.co.uk', sender: 'mail-from' }
    const asCustomer = await t.app.inject(
      withCookie(customerCookie, { method: 'POST', url: '/api/admin/email-test', payload }),
    )
    expect(asCustomer.statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/email-test', payload })
    expect(anonymous.statusCode).toBe(401)
    const list = await t.app.inject(withCookie(adminCookie, { method: 'GET', url: '/api/admin/emails' }))
    expect(
      list.json().messages.some((m: { recipient: string }) => m.recipient === 'nobody@example.co.uk'),
    ).toBe(false)
  })

  it('names the field when the recipient is missing or the id is malformed', async () => {
    const empty = await t.app.inject(
      withCookie(adminCookie, {
        method: 'POST',
        url: '/api/admin/email-test',
        payload: { to: ' ', sender: 'mail-from' },
      }),
    )
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields).toEqual({ to: 'Please enter a recipient email' })
    const badId = await t.app.inject(
      withCookie(adminCookie, { method: 'GET', url: '/api/admin/email-test/not-an-id' }),
    )
    expect(badId.statusCode).toBe(400)
    const unknown = await t.app.inject(
      withCookie(adminCookie, {
        method: 'GET',
        url: '/api/admin/email-test/00000000-0000-4000-8000-000000000000',
      }),
    )
    expect(unknown.statusCode).toBe(404)
  })

  it('lets an administrator retry a failed e-mail, and only a failed one', async () => {
    const sent = await t.app.inject(
      withCookie(adminCookie, {
        method: 'POST',
        url: '/api/admin/email-test',
        payload: { to: 'retry@example.co.uk', sender: 'mail-from' },
      }),
    )
    const id = sent.json().data.id as string
    await sink.waitFor((m) => m.to.includes('retry@example.co.uk'))
    await eventually(async () =>
      (await findOutboxMessage(t.database.db, id))?.status === 'sent' ? true : undefined,
    )
    const notFailed = await t.app.inject(
      withCookie(adminCookie, { method: 'POST', url: `/api/admin/emails/${id}/retry` }),
    )
    expect(notFailed.statusCode).toBe(409)

    await updateOutboxMessage(t.database.db, id, { status: 'failed', lastError: 'gave up' })
    const retried = await t.app.inject(
      withCookie(adminCookie, { method: 'POST', url: `/api/admin/emails/${id}/retry` }),
    )
    expect(retried.statusCode).toBe(200)
    expect(retried.json().message.status).toBe('queued')
    await eventually(async () =>
      sink.messages.filter((m) => m.to.includes('retry@example.co.uk')).length === 2 ? true : undefined,
    )
  })

  it('retries a failed e-mail through its failed delivery job, which leaves the failed-jobs list', async () => {
    const sent = await t.app.inject(
      withCookie(adminCookie, {
        method: 'POST',
        url: '/api/admin/email-test',
        payload: { to: 'gave-up@example.co.uk', sender: 'mail-from' },
      }),
    )
    const id = sent.json().data.id as string
    await sink.waitFor((m) => m.to.includes('gave-up@example.co.uk'))
    const job = await eventually(async () => {
      const [row] = await t.database.db.select().from(jobs).where(sql`${jobs.payload} ->> 'outboxId' = ${id}`)
      return row?.status === 'completed' ? row : undefined
    })
    // As if every attempt had failed: the message and its delivery job are both failed.
    await updateOutboxMessage(t.database.db, id, { status: 'failed', lastError: 'gave up' })
    await t.database.db
      .update(jobs)
      .set({ status: 'failed', lastError: 'gave up' })
      .where(eq(jobs.id, job.id))

    const retried = await t.app.inject(
      withCookie(adminCookie, { method: 'POST', url: `/api/admin/emails/${id}/retry` }),
    )
    expect(retried.statusCode).toBe(200)
    const failedJobs = await t.app.inject(
      withCookie(adminCookie, { method: 'GET', url: '/api/admin/jobs/failed' }),
    )
    expect(failedJobs.json().total).toBe(0)
    await eventually(async () =>
      sink.messages.filter((m) => m.to.includes('gave-up@example.co.uk')).length === 2 ? true : undefined,
    )
    const deliveryJobs = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'outboxId' = ${id}`)
    expect(deliveryJobs.map((row) => row.id)).toEqual([job.id])
  })
})

describe('e-mail without SMTP_URL', () => {
  const lines: string[] = []
  let t: TestApp
  beforeAll(async () => {
    const log = { write: (line: string) => lines.push(line) }
    t = await createTestApp('pglite', { LOG_LEVEL: 'info' }, { runJobs: true, log })
  })
  afterAll(async () => {
    await t.close()
  })

  it('keeps the message in the outbox as captured and logs its links (on a loopback address)', async () => {
    const cookie = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const sent = await t.app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/admin/email-test',
        payload: { to: 'local@example.co.uk', sender: 'mail-from' },
      }),
    )
    const id = sent.json().data.id as string
    const captured = await eventually(async () => {
      const row = await findOutboxMessage(t.database.db, id)
      return row?.status === 'captured' ? row : undefined
    })
    expect(captured.sentAt).not.toBeNull()

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_APP_URL },
      payload: { email: TEST_ADMIN.email, redirectTo: '/admin-login?type=recovery' },
    })
    const logged = await eventually(async () =>
      lines.map((line) => JSON.parse(line)).find((entry) => entry.to === TEST_ADMIN.email),
    )
    expect(logged).toMatchObject({
      msg: 'e-mail captured, not sent',
      subject: expect.stringMatching(/Reset/),
    })
    expect(logged.links).toEqual([expect.stringMatching(`^${TEST_APP_URL}/api/auth/reset-password/`)])
  })
})

describe('e-mail with EMAIL_CAPTURE=true', () => {
  const sink = new SmtpSink()
  let t: TestApp
  beforeAll(async () => {
    const smtpUrl = `smtp://127.0.0.1:${await sink.start()}`
    t = await createTestApp('pglite', { SMTP_URL: smtpUrl, EMAIL_CAPTURE: 'true' }, { runJobs: true })
  })
  afterAll(async () => {
    await t.close()
    await sink.stop()
  })

  it('keeps every message in the outbox as captured even with SMTP_URL set', async () => {
    const cookie = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const sent = await t.app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/admin/email-test',
        payload: { to: 'kept@example.co.uk', sender: 'mail-from' },
      }),
    )
    const id = sent.json().data.id as string
    const captured = await eventually(async () => {
      const row = await findOutboxMessage(t.database.db, id)
      return row?.status === 'captured' ? row : undefined
    })
    expect(captured.providerMessageId).toBe(`captured-${id}`)
    expect(sink.messages).toEqual([])
  })
})
