import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eventually } from '../../../../tests/support/api-client.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { emailOutbox, jobs } from '../../db/schema/infrastructure.ts'
import { EMAIL_QUEUE } from '../../email/email.service.ts'
import { insertOutboxMessage } from '../../email/outbox.repo.ts'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const failedJob = (queue: string, payload: Record<string, unknown>, triedMinutesAgo: number) => ({
  queue,
  payload,
  status: 'failed',
  attempts: 8,
  maxAttempts: 8,
  lastError: `${queue} broke`,
  createdAt: minutesAgo(triedMinutesAgo + 60),
  lastAttemptAt: minutesAgo(triedMinutesAgo),
})

describe.each(backends)('failed jobs in Admin Settings, on %s', (backend) => {
  let t: TestApp
  let admin: string
  let customer: string

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { runJobs: true })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    await signUp(t.app, 'shop@example.co.uk', 'shop-password')
    customer = await signIn(t.app, 'shop@example.co.uk', 'shop-password')
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(async () => {
    await t.database.db.delete(jobs)
  })

  const list = async () =>
    (await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/jobs/failed' }))).json()
  const post = (cookie: string, url: string) => t.app.inject(withCookie(cookie, { method: 'POST', url }))
  const jobRow = async (id: string) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]

  it('lists the failed jobs of every queue, the latest tried first, with what each is about', async () => {
    const [older, newer] = await t.database.db
      .insert(jobs)
      .values([
        failedJob('stripe.cancel-replaced-subscription', { subscriptionId: 'sub_9', note: 'x' }, 30),
        failedJob('reports.render', { reportId: 'rep_1', pages: 3, nested: { a: 1 } }, 5),
        { queue: 'reports.render', payload: {}, status: 'queued' },
        { queue: 'reports.render', payload: {}, status: 'completed' },
      ])
      .returning()
    expect(await list()).toEqual({
      total: 2,
      jobs: [
        {
          id: newer?.id,
          queue: 'reports.render',
          label: 'reports.render',
          fields: { reportId: 'rep_1', pages: '3' },
          paymentRelated: false,
          attempts: 8,
          lastError: 'reports.render broke',
          createdAt: newer?.createdAt.toISOString(),
          lastAttemptAt: newer?.lastAttemptAt?.toISOString(),
        },
        {
          id: older?.id,
          queue: 'stripe.cancel-replaced-subscription',
          label: 'Cancel a Stripe subscription',
          fields: { subscriptionId: 'sub_9' },
          paymentRelated: true,
          attempts: 8,
          lastError: 'stripe.cancel-replaced-subscription broke',
          createdAt: older?.createdAt.toISOString(),
          lastAttemptAt: older?.lastAttemptAt?.toISOString(),
        },
      ],
    })
  })

  it('refuses customers and visitors, changing nothing', async () => {
    const [row] = await t.database.db
      .insert(jobs)
      .values(failedJob('reports.render', {}, 1))
      .returning()
    const id = row?.id as string
    for (const [cookie, status] of [
      [customer, 403],
      ['', 401],
    ] as const) {
      expect(
        (await t.app.inject(withCookie(cookie, { method: 'GET', url: '/api/admin/jobs/failed' }))).statusCode,
      ).toBe(status)
      expect((await post(cookie, `/api/admin/jobs/${id}/retry`)).statusCode).toBe(status)
      expect((await post(cookie, '/api/admin/jobs/failed/retry')).statusCode).toBe(status)
    }
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 8 })
  })

  it('retries one failed job: it leaves the list, runs again and succeeds', async () => {
    const message = await insertOutboxMessage(t.database.db, {
      recipient: 'late@example.co.uk',
      sender: 'no-reply@postcraft.test',
      subject: 'Late',
      template: 'test',
      html: '<p>Late</p>',
      text: 'Late',
      status: 'failed',
    })
    const [row] = await t.database.db
      .insert(jobs)
      .values(failedJob(EMAIL_QUEUE, { outboxId: message.id }, 1))
      .returning()
    const id = row?.id as string
    expect((await list()).jobs.map((job: { id: string }) => job.id)).toEqual([id])

    const retried = await post(admin, `/api/admin/jobs/${id}/retry`)
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toEqual({ retried: 1 })
    expect(await list()).toEqual({ jobs: [], total: 0 })
    await eventually(async () => ((await jobRow(id))?.status === 'completed' ? true : undefined))
    const [outbox] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, message.id))
    expect(outbox?.status).toBe('captured')

    const again = await post(admin, `/api/admin/jobs/${id}/retry`)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('Only a failed job can be retried.')
    const unknown = await post(admin, '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry')
    expect(unknown.statusCode).toBe(404)
    expect((await post(admin, '/api/admin/jobs/not-an-id/retry')).statusCode).toBe(400)
  })

  it('retries every failed job at once with a fresh series of attempts', async () => {
    const rows = await t.database.db
      .insert(jobs)
      .values([
        failedJob('reports.render', { reportId: 'a' }, 2),
        failedJob('exports.build', { exportId: 'b' }, 1),
        { queue: 'reports.render', payload: {}, status: 'completed' },
      ])
      .returning()
    const retried = await post(admin, '/api/admin/jobs/failed/retry')
    expect(retried.json()).toEqual({ retried: 2 })
    expect(await list()).toEqual({ jobs: [], total: 0 })
    for (const row of rows.slice(0, 2)) {
      // No worker here handles these queues, so they wait, queued, with the last error kept.
      expect(await jobRow(row.id)).toMatchObject({
        status: 'queued',
        attempts: 0,
        lastError: expect.any(String),
      })
    }
    expect((await jobRow(rows[2]?.id as string))?.status).toBe('completed')
    expect((await post(admin, '/api/admin/jobs/failed/retry')).json()).toEqual({ retried: 0 })
  })
})
