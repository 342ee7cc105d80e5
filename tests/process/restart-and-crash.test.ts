import { afterEach, describe, expect, it } from 'vitest'
import { AppProcess, E2E_ADMIN, freePort } from '../../e2e/support/app-process.ts'
import { DEFAULT_LEASE_MS } from '../../src/server/jobs/worker.ts'
import { eventually, HttpSession } from '../support/api-client.ts'
import { SmtpSink } from '../support/smtp-sink.ts'

interface OutboxList {
  messages: Array<{ id: string; recipient: string; status: string; attempts: number; template: string }>
}

describe('the server process on the embedded database', () => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('keeps its data across a graceful restart', async () => {
    const app = await AppProcess.start()
    cleanups.push(() => app.dispose())
    const visitor = new HttpSession(app.url)
    await visitor.json('/api/auth/sign-up/email', {
      method: 'POST',
      body: { email: 'kept@example.co.uk', password: 'kept-password', name: 'Kept' },
    })
    expect(await app.stop()).toBe(0)

    await app.start()
    const again = new HttpSession(app.url)
    await again.signIn('kept@example.co.uk', 'kept-password')
    const session = await again.json<{ user: { email: string } | null }>('/api/session')
    expect(session.user?.email).toBe('kept@example.co.uk')
  })

  it('sends a queued e-mail exactly once after SMTP is down and the server is killed with SIGKILL', async () => {
    const smtpPort = await freePort()
    const sink = new SmtpSink()
    cleanups.push(() => sink.stop())
    const app = await AppProcess.start({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } })
    cleanups.push(() => app.dispose())

    // SMTP is not listening yet: the reset e-mail is queued and its first delivery attempt fails.
    const visitor = new HttpSession(app.url)
    await visitor.json('/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: E2E_ADMIN.email, redirectTo: '/auth?type=recovery' },
    })
    await eventually(
      async () => (app.output.includes('ECONNREFUSED') ? true : undefined),
      30_000,
      'a failed attempt',
    )

    await app.kill()
    await sink.start(smtpPort)
    await app.start()

    // Killed between a claim and its failure being recorded, the job stays leased: the restarted
    // worker takes it again once the lease has passed, so wait for that as well as the backoff.
    const email = await sink.waitFor(
      (message) => message.to.includes(E2E_ADMIN.email),
      DEFAULT_LEASE_MS + 30_000,
    )
    expect(email.subject).toMatch(/Reset your .* password/)

    const admin = new HttpSession(app.url)
    await admin.signIn(E2E_ADMIN.email, E2E_ADMIN.password)
    const sent = await eventually(async () => {
      const { messages } = await admin.json<OutboxList>('/api/admin/emails')
      const reset = messages.find((message) => message.template === 'password-reset')
      return reset?.status === 'sent' ? reset : undefined
    })
    expect(sent.attempts).toBeGreaterThanOrEqual(2)
    expect(sink.messages.filter((message) => message.to.includes(E2E_ADMIN.email))).toHaveLength(1)
  }, 180_000)
})
