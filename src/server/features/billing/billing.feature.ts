import type { FastifyInstance } from 'fastify'
import type Stripe from 'stripe'
import type { PlanChangeRequest } from '#shared/schemas/billing.ts'
import type { Executor } from '../../db/client.ts'
import type { FeatureParts, ServerDeps } from '../../feature.ts'
import { billingAdminRoutes } from './billing.admin-routes.ts'
import { findBillingSubscription } from './billing.repo.ts'
import { billingRoutes } from './billing.routes.ts'
import {
  applyRetentionDiscount,
  type BillingDeps,
  scheduleCancellation,
  startSubscription,
} from './billing.service.ts'
import { publishingPausedCustomers } from './billing-settings.ts'
import { applyBillingEvent, BILLING_EVENTS } from './billing-webhooks.ts'
import { applyPlanChange } from './plan-changes.ts'
import { STRIPE_SYNC_JOBS, STRIPE_SYNC_QUEUE, stripeSyncHandler } from './stripe-sync.ts'
import {
  BILLING_RENEWAL_JOBS,
  BILLING_RENEWALS_QUEUE,
  ensureRenewalJob,
  runRenewalJob,
} from './test-renewals.ts'

/**
 * The billing feature: its routes (customer and team), the test provider's renewals, the jobs that bring
 * Stripe in line with a cancellation, a kept plan or a retention discount, and what it lends
 * through app.ts (checkout's provisioning and Stripe events, support's Cancel Plan and retention
 * offer), so no feature imports another.
 */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config' | 'now'> & {
    payments: { provider: { name: 'stripe' | 'test' }; stripe: Stripe | undefined }
  },
) {
  const { config, payments } = deps
  const billing: BillingDeps = {
    db: deps.db,
    email: deps.email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    provider: payments.provider.name,
    stripe: payments.stripe,
    stripeAttempts: config.STRIPE_RETRY_ATTEMPTS,
    now: deps.now,
    logger: app.log,
    seller: {
      name: config.COMPANY_NAME,
      address: config.COMPANY_ADDRESS,
      vatNumber: config.COMPANY_VAT_NUMBER,
    },
  }
  await app.register(billingRoutes(billing))
  await app.register(billingAdminRoutes(billing))
  const onTestProvider = billing.provider === 'test'
  const { stripe } = payments
  const parts: FeatureParts = {
    queues: [BILLING_RENEWAL_JOBS, STRIPE_SYNC_JOBS],
    handlers: {
      ...(onTestProvider ? { [BILLING_RENEWALS_QUEUE]: runRenewalJob(billing) } : {}),
      // Stripe follows the scheduled ends and retention discounts recorded here (with PAYMENT_PROVIDER=test
      // too, for the subscriptions Stripe still bills).
      ...(stripe ? { [STRIPE_SYNC_QUEUE]: stripeSyncHandler({ db: deps.db, stripe }) } : {}),
    },
    onJobsReady: async () => {
      if (onTestProvider) await ensureRenewalJob(billing.db)
    },
  }
  return {
    ...parts,
    /** For checkout: the subscription's first period and (test provider) its first payment. */
    subscriptionStarted: (tx: Executor, started: Parameters<typeof startSubscription>[2]) =>
      startSubscription(billing, tx, started),
    /** For checkout's Stripe webhook: true when billing handled the event. */
    async stripeEvent(event: Stripe.Event): Promise<boolean> {
      if (!BILLING_EVENTS.has(event.type)) return false
      await applyBillingEvent(billing, event)
      return true
    },
    /** For publishing: the customers past due beyond the team's grace period, whose posts wait. */
    publishingPaused: (executor: Executor, now: Date) => publishingPausedCustomers(executor, now),
    /** For support's Cancel Plan dialog, in the ticket's transaction. */
    async cancel(tx: Executor, userId: string, details: Record<string, unknown>): Promise<Date | null> {
      // A customer without a plan still reaches the team with the request.
      if (!(await findBillingSubscription(tx, userId))) return null
      return scheduleCancellation(billing, tx, userId, { kind: 'customer', userId }, details)
    },
    /** For support's Change Plan dialog, in the ticket's transaction: the change takes effect. */
    async change(tx: Executor, userId: string, change: PlanChangeRequest, quotedAt?: Date) {
      if (!(await findBillingSubscription(tx, userId))) return null
      return applyPlanChange(billing, tx, userId, change, { kind: 'customer', userId }, quotedAt)
    },
    /** For support's 'Yes, I'd stay!', in the ticket's transaction. */
    async retain(tx: Executor, userId: string): Promise<number | null> {
      if (!(await findBillingSubscription(tx, userId))) return null
      return applyRetentionDiscount(billing, tx, userId, { kind: 'customer', userId })
    },
  }
}
