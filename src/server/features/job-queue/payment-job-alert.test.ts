import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../../../../tests/support/api-client.ts'
import { createTestApp, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'
import { emailOutbox, jobs } from '../../db/schema/infrastructure.ts'
import { EMAIL_QUEUE } from '../../email/email.service.ts'
import { LEASE_EXPIRED_ERROR } from '../../jobs/lease.ts'

describe.each(backends)('a payment-related job that fails for good, on %s', (backend) => {
  let t: TestApp

  beforeAll(async () => {
    // With a Stripe key the worker handles the cancellation queue (no Stripe request is made here).
    t = await createTestApp(
      backend,
      { STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET: 'whsec_unused' },
      { runJobs: true },
    )
    const second = await signUp(t.app, 'second-admin@postcraft.test', 'second-password', 'Second Admin')
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.user.id))
    await signUp(t.app, 'customer@example.co.uk', 'customer-password')
  })
  afterAll(async () => {
    await t.close()
  })

  /** A job whose worker died on its last attempt: the next worker round marks it failed for good. */
  const abandonedOnLastAttempt = (queue: string, payload: Record<string, unknown>) =>
    t.database.db
      .insert(jobs)
      .values({
        queue,
        payload,
        status: 'running',
        attempts: 3,
        maxAttempts: 3,
        lockToken: '00000000-0000-4000-8000-00000000000a',
        lockedUntil: new Date(Date.now() - 60_000),
      })
      .returning()
  const failed = (id: string) =>
    eventually(async () => {
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id))
      return row?.status === 'failed' ? row : undefined
    })
  const alerts = () =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'payment-job-failed'))

  it('e-mails every administrator with the queue, the subscription, the last error and a link', async () => {
    const [row] = await abandonedOnLastAttempt('stripe.cancel-replaced-subscription', {
      subscriptionId: 'sub_double_charge',
    })
    expect(await failed(row?.id as string)).toMatchObject({ lastError: LEASE_EXPIRED_ERROR })
    const sent = await alerts()
    expect(sent.map((email) => email.recipient).sort()).toEqual([
      TEST_ADMIN.email,
      'second-admin@postcraft.test',
    ])
    for (const email of sent) {
      expect(email.subject).toBe('Payment job failed: Cancel a Stripe subscription')
      expect(email.text).toContain('stripe.cancel-replaced-subscription')
      expect(email.text).toContain('subscriptionId: sub_double_charge')
      expect(email.text).toContain(LEASE_EXPIRED_ERROR)
      expect(email.text).toContain(`${t.config.APP_URL}/admin/settings`)
    }
  })

  it('e-mails nobody about a job that is not payment-related', async () => {
    const before = (await alerts()).length
    const [row] = await abandonedOnLastAttempt(EMAIL_QUEUE, {
      outboxId: '00000000-0000-4000-8000-000000000001',
    })
    await failed(row?.id as string)
    expect(await alerts()).toHaveLength(before)
  })
})
