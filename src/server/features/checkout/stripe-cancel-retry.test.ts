import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runThroughSchedule, TestClock } from '../../../../tests/support/job-schedule.ts'
import { StripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
import { backends, createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database.ts'
import { enqueue } from '../../jobs/queue.ts'
import { retrySchedule } from '../../jobs/retry-policy.ts'
import { type GivenUpJob, JobWorker } from '../../jobs/worker.ts'
import { cancelReplacedStripeSubscription, STRIPE_CANCEL_JOBS, STRIPE_CANCEL_QUEUE } from './stripe-cancel.ts'
import { createStripeClient } from './stripe-provider.ts'

const DAY = 24 * 60 * 60_000

describe.each(backends)(
  'cancelling a replaced Stripe subscription during a Stripe outage, on %s',
  (backend) => {
    let database: TestDatabase
    const standIn = new StripeStandIn()

    beforeAll(async () => {
      database = await createTestDatabase(backend)
      await standIn.start()
    })
    afterAll(async () => {
      await database.handle.close()
      await standIn.stop()
    })

    const workerFor = (clock: TestClock, givenUp: GivenUpJob[] = []) =>
      new JobWorker({
        database: database.handle,
        logger: Fastify({ logger: false }).log,
        notices: { tell() {} },
        queues: [STRIPE_CANCEL_JOBS],
        handlers: {
          [STRIPE_CANCEL_QUEUE]: cancelReplacedStripeSubscription(
            createStripeClient('sk_test_standin', standIn.clientOptions),
          ),
        },
        now: clock.now,
        random: () => 1,
        onGiveUp: async (_tx, job, queue) => {
          if (queue.paymentRelated) givenUp.push(job)
        },
      })

    it('is retried for at least 3 days, then failed for good as a payment-related job', async () => {
      standIn.outage = true
      const clock = new TestClock()
      const givenUp: GivenUpJob[] = []
      const id = await enqueue(database.handle.db, STRIPE_CANCEL_JOBS, { subscriptionId: 'sub_outage' })
      const settled = await runThroughSchedule(workerFor(clock, givenUp), clock, database.handle.db, id)

      const first = settled.attemptTimes[0] as number
      const last = settled.attemptTimes[settled.attemptTimes.length - 1] as number
      expect(settled).toMatchObject({
        status: 'failed',
        attempts: retrySchedule(STRIPE_CANCEL_JOBS.retry).length,
      })
      expect(settled.lastError).toBe('The Stripe API is unavailable')
      expect(last - first).toBeGreaterThanOrEqual(3 * DAY)
      expect(givenUp).toMatchObject([{ id, payload: { subscriptionId: 'sub_outage' } }])
    })

    it('cancels the subscription once Stripe is back within the window', async () => {
      standIn.outage = true
      const clock = new TestClock()
      const id = await enqueue(database.handle.db, STRIPE_CANCEL_JOBS, { subscriptionId: 'sub_comeback' })
      const startedAt = clock.now().getTime()
      const settled = await runThroughSchedule(workerFor(clock), clock, database.handle.db, id, async () => {
        // Stripe comes back after two days and a half.
        if (clock.now().getTime() - startedAt >= 2.5 * DAY) standIn.outage = false
      })
      expect(settled.status).toBe('completed')
      expect(settled.attemptTimes.length).toBeGreaterThan(1)
      expect(standIn.canceledSubscriptions.has('sub_comeback')).toBe(true)
    })
  },
)
