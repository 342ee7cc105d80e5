import type { FastifyInstance } from 'fastify'
import type { FeatureParts, ServerDeps } from '../../feature.ts'
import { checkoutRoutes } from './checkout.routes.ts'
import { choosePaymentProvider } from './choose-provider.ts'
import type { CheckoutBilling, CustomerAccounts } from './customer-accounts.ts'
import { customerOrders } from './customer-orders.ts'
import { ordersRoutes } from './orders.routes.ts'
import { cancelReplacedStripeSubscription, STRIPE_CANCEL_JOBS, STRIPE_CANCEL_QUEUE } from './stripe-cancel.ts'
import type { StripeClientOptions } from './stripe-provider.ts'
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts'

/**
 * Plans bought through the payment provider, the Stripe webhook and a customer's orders; lends the
 * account feature a customer's orders and the queue that stops a subscription at Stripe.
 */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config'> & {
    accounts: CustomerAccounts
    billing: CheckoutBilling
    /** Tests: the local Stripe stand-in. */
    stripeClient?: StripeClientOptions | undefined
  },
) {
  const { db, email, accounts, config, billing } = deps
  const payments = choosePaymentProvider(config, deps.stripeClient)
  const provisioning = { db, email, accounts, appUrl: config.APP_URL, billing }
  await app.register(ordersRoutes(db))
  await app.register(checkoutRoutes({ ...provisioning, provider: payments.provider }))
  await app.register(
    stripeWebhookRoutes({
      ...provisioning,
      stripe: payments.stripe,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    }),
  )
  const { stripe } = payments
  const parts: FeatureParts = {
    queues: [STRIPE_CANCEL_JOBS],
    handlers: stripe ? { [STRIPE_CANCEL_QUEUE]: cancelReplacedStripeSubscription(stripe) } : {},
  }
  return { ...parts, orders: customerOrders(db), stripeCancelJobs: STRIPE_CANCEL_JOBS, payments }
}
