import { describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { jobs } from '#server/db/schema/infrastructure.ts'
import { EMAIL_QUEUE } from '#server/email/email.service.ts'
import { insertOutboxMessage } from '#server/email/outbox.repo.ts'
import { E2E_ADMIN } from './support/app-process.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { signInContext } from './support/sign-in.ts'

describe('failed background jobs in Admin Settings', () => {
  const env = useBrowserEnvironment({ smtp: true })

  /**
   * Two jobs that have stopped retrying: an e-mail whose every delivery attempt was refused, and a job
   * of a queue no worker here runs. Written while the server is stopped, since the embedded database
   * belongs to one process at a time.
   */
  async function leaveFailedJobs(): Promise<{ outboxId: string }> {
    await env.server.stop()
    const handle = await openDatabase({ dataDir: env.server.dataDir })
    try {
      const message = await insertOutboxMessage(handle.db, {
        recipient: 'stuck@example.co.uk',
        sender: 'PostCraft <no-reply@postcraft.test>',
        subject: 'Your weekly plan',
        template: 'test',
        html: '<p>Your weekly plan</p>',
        text: 'Your weekly plan',
        status: 'failed',
        lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      })
      const lastTried = new Date(Date.now() - 10 * 60_000)
      await handle.db.insert(jobs).values([
        {
          queue: EMAIL_QUEUE,
          payload: { outboxId: message.id },
          status: 'failed',
          attempts: 137,
          maxAttempts: 137,
          lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
          lastAttemptAt: lastTried,
        },
        {
          queue: 'reports.render',
          payload: { reportId: 'rep_42' },
          status: 'failed',
          attempts: 8,
          maxAttempts: 8,
          lastError: 'Template missing',
          lastAttemptAt: new Date(lastTried.getTime() - 60_000),
        },
      ])
      return { outboxId: message.id }
    } finally {
      await handle.close()
      await env.server.start()
    }
  }

  it('shows an administrator the failed jobs with their last error, and retries them', async () => {
    const { outboxId } = await leaveFailedJobs()
    const { page, context } = await env.open()
    await signInContext(context, env.server.url, E2E_ADMIN.email, E2E_ADMIN.password)
    await page.goto('/admin/settings')
    const section = page.getByRole('region', { name: 'Failed background jobs' })
    const emailJob = section.getByRole('listitem').filter({ hasText: outboxId })
    await emailJob.getByText('E-mail delivery').waitFor()
    await emailJob.getByText('connect ECONNREFUSED 127.0.0.1:2525').waitFor()
    await emailJob.getByText(/137 attempts/).waitFor()

    // A second tab stays open on the same page, to see the change arrive without a reload.
    const other = await context.newPage()
    await other.goto('/admin/settings')
    const otherSection = other.getByRole('region', { name: 'Failed background jobs' })
    await otherSection.getByText(outboxId, { exact: false }).waitFor()

    // The tab in front is the one clicked in: the browser pauses a background tab's animation frames,
    // which Playwright waits on before it clicks.
    await page.bringToFront()
    await emailJob.getByRole('button', { name: 'Retry' }).click()
    await page.getByText('Job queued again').waitFor()
    await emailJob.waitFor({ state: 'detached' })
    const delivered = await env.sink.waitFor((message) => message.to.includes('stuck@example.co.uk'))
    expect(delivered.subject).toBe('Your weekly plan')
    await otherSection.getByText(outboxId, { exact: false }).waitFor({ state: 'detached' })

    await otherSection.getByText('Template missing').waitFor()
    await other.bringToFront()
    await otherSection.getByRole('button', { name: 'Retry all' }).click()
    await other.getByText('1 job queued again').waitFor()
    await otherSection.getByText('No failed jobs').waitFor()
    await section.getByText('No failed jobs').waitFor()
    await context.close()
  })
})
