import type { FastifyInstance } from 'fastify'
import type Stripe from 'stripe'
import type { BillingInterval } from '#shared/billing/period.ts'
import type { Executor } from '../../db/client.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import { billingAdminRoutes } from './billing.admin-routes.ts'
import { findBillingSubscription } from './billing.repo.ts'
import { billingRoutes } from './billing.routes.ts'
import {
  applyRetentionDiscount,
  type BillingDeps,
  scheduleCancellation,
  startSubscription,
} from './billing.service.ts'
import { applyBillingEvent, BILLING_EVENTS } from './billing-webhooks.ts'
import {
  BILLING_RENEWAL_JOBS,
  BILLING_RENEWALS_QUEUE,
  ensureRenewalJob,
  runRenewalJob,
} from './test-renewals.ts'

export type { BillingDeps } from './billing.service.ts'

/**
 * The billing feature, registered in one call: its routes (customer and team), its job queue and handler,
 * and the hooks other features call through app.ts (checkout's provisioning and Stripe events, support's
 * Cancel Plan and retention offer), so no feature imports another.
 */
export async function registerBilling(app: FastifyInstance, deps: BillingDeps) {
  await app.register(billingRoutes(deps))
  await app.register(billingAdminRoutes(deps))
  return {
    queues: [BILLING_RENEWAL_JOBS],
    handlers: (deps.provider === 'test' ? { [BILLING_RENEWALS_QUEUE]: runRenewalJob(deps) } : {}) as Record<
      string,
      (job: ClaimedJob) => Promise<void>
    >,
    /** Run at start where jobs run. */
    start: async () => {
      if (deps.provider === 'test') await ensureRenewalJob(deps.db)
    },
    /** For checkout: the subscription's first period and (test provider) its first payment. */
    subscriptionStarted: (tx: Executor, started: Parameters<typeof startSubscription>[2]) =>
      startSubscription(deps, tx, started),
    /** For checkout's Stripe webhook: true when billing handled the event. */
    async stripeEvent(event: Stripe.Event): Promise<boolean> {
      if (!BILLING_EVENTS.has(event.type)) return false
      await applyBillingEvent(deps, event)
      return true
    },
    /** For support's Cancel Plan dialog, in the ticket's transaction. */
    async cancel(tx: Executor, userId: string, details: Record<string, unknown>): Promise<Date | null> {
      // A customer without a plan still reaches the team with the request.
      if (!(await findBillingSubscription(tx, userId))) return null
      return scheduleCancellation(deps, tx, userId, { kind: 'customer', userId }, details)
    },
    /** For support's 'Yes, I'd stay!', in the ticket's transaction. */
    async retain(tx: Executor, userId: string): Promise<number | null> {
      if (!(await findBillingSubscription(tx, userId))) return null
      return applyRetentionDiscount(deps, tx, userId, { kind: 'customer', userId })
    },
  }
}

export type Billing = Awaited<ReturnType<typeof registerBilling>>
export type { BillingInterval }
