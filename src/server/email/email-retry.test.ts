import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../e2e/support/app-process.ts'
import { runThroughSchedule, TestClock } from '../../../tests/support/job-schedule.ts'
import { backends, createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { jobs } from '../db/schema/infrastructure.ts'
import { requeueFailedJobs } from '../jobs/queue.ts'
import { retrySchedule } from '../jobs/retry-policy.ts'
import { JobWorker } from '../jobs/worker.ts'
import { EMAIL_JOBS, EMAIL_QUEUE, EmailService } from './email.service.ts'
import { findOutboxMessage } from './outbox.repo.ts'
import { testEmail } from './templates/test-email.ts'
import { createEmailTransport } from './transport.ts'

const HOUR = 60 * 60_000

describe.each(backends)('an e-mail during an SMTP outage, on %s', (backend) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase(backend)
  })
  afterAll(async () => {
    await database.handle.close()
  })

  it('is retried for at least 24 hours, then marked failed', async () => {
    const logger = Fastify({ logger: false }).log
    // Nothing listens on this port: every delivery attempt is refused, as when the SMTP server is down.
    const transport = createEmailTransport({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      capture: false,
    })
    const email = new EmailService({
      db: database.handle.db,
      transport,
      defaultFrom: 'a@b.test',
      logger,
      logCapturedLinks: false,
      notices: { tell() {} },
    })
    const clock = new TestClock()
    const worker = new JobWorker({
      database: database.handle,
      logger,
      notices: { tell() {} },
      queues: [EMAIL_JOBS],
      handlers: { [EMAIL_QUEUE]: (job) => email.deliver(job) },
      now: clock.now,
      // The shortest delays jitter allows: the window must hold even then.
      random: () => 1,
    })
    const outboxId = await email.queue(database.handle.db, {
      to: 'owner@example.co.uk',
      template: 'test',
      content: testEmail({ sender: 'a@b.test', sentAt: 'now' }),
    })
    const [job] = await database.handle.db.select().from(jobs)
    if (!job) throw new Error('no job queued')

    const settled = await runThroughSchedule(worker, clock, database.handle.db, job.id, async () => {
      // Until the last attempt has failed the message stays queued, ready to go when SMTP is back.
      expect((await findOutboxMessage(database.handle.db, outboxId))?.status).toBe('queued')
    })
    transport.close()

    const first = settled.attemptTimes[0] as number
    const last = settled.attemptTimes[settled.attemptTimes.length - 1] as number
    expect(settled).toMatchObject({ status: 'failed', attempts: retrySchedule(EMAIL_JOBS.retry).length })
    expect(settled.lastError).toMatch(/ECONNREFUSED/)
    expect(last - first).toBeGreaterThanOrEqual(24 * HOUR)
    // No wait between attempts is longer than the cap, so delivery resumes soon after an outage ends.
    const gaps = settled.attemptTimes
      .slice(1)
      .map((time, index) => time - (settled.attemptTimes[index] as number))
    expect(Math.max(...gaps)).toBeLessThanOrEqual(EMAIL_JOBS.retry.maxDelayMs + 1)
    const message = await findOutboxMessage(database.handle.db, outboxId)
    expect(message).toMatchObject({ status: 'failed', attempts: settled.attempts })

    // Queued again from Admin Settings' failed jobs, the e-mail shows 'queued' again until it is sent.
    await requeueFailedJobs(database.handle.db, { id: job.id }, [EMAIL_JOBS])
    expect((await findOutboxMessage(database.handle.db, outboxId))?.status).toBe('queued')
  })
})
