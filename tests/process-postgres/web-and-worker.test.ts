import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppProcess, E2E_ADMIN } from '../../e2e/support/app-process.ts'
import { HttpSession } from '../support/api-client.ts'
import { createEmptyPostgresDatabase } from '../support/postgres-database.ts'
import { SmtpSink } from '../support/smtp-sink.ts'

describe('a web process and a worker process on one PostgreSQL server', () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>
  const sink = new SmtpSink()
  let web: AppProcess
  let worker: AppProcess

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase()
    const env = { DATABASE_URL: database.url, SMTP_URL: `smtp://127.0.0.1:${await sink.start()}` }
    ;[web, worker] = await Promise.all([
      AppProcess.start({ env: { ...env, PROCESS_ROLE: 'web' } }),
      AppProcess.start({ env: { ...env, PROCESS_ROLE: 'worker', JOB_CONCURRENCY: '2' } }),
    ])
  })
  afterAll(async () => {
    await web?.dispose()
    await worker?.dispose()
    await sink.stop()
    await database?.drop()
  })

  it('serves pages and API from the web process only', async () => {
    const page = await fetch(`${web.url}/pricing`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<html')
    const refused = await fetch(`${worker.url}/pricing`)
    expect(refused.status).toBe(404)
    expect((await refused.json()).error.message).toBe('This is a worker process: it serves no pages or API.')
    expect((await fetch(`${worker.url}/api/health`)).status).toBe(200)
  })

  it('delivers an e-mail asked for through the web process, sent by the worker', async () => {
    const visitor = new HttpSession(web.url)
    const reset = await visitor.request('/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: E2E_ADMIN.email, redirectTo: '/auth?type=recovery' },
    })
    expect(reset.status).toBe(200)
    const email = await sink.waitFor((message) => message.to.includes(E2E_ADMIN.email), 60_000)
    expect(email.subject).toBeTruthy()
    expect(web.output).toContain('process role web')
    expect(worker.output).toContain('process role worker')
  })
})
