import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import { AppError } from '#shared/errors.ts'
import type { ProvisionDeps } from './provision.service.ts'
import { handleStripeEvent } from './stripe-webhook.service.ts'

export interface StripeWebhookOptions extends ProvisionDeps {
  stripe: Stripe | undefined
  webhookSecret: string | undefined
}

const WEBHOOK_DESCRIPTION = {
  tags: ['checkout'],
  summary: 'Stripe events (checkout completed, subscription updated)',
  description:
    'Called by Stripe with the Stripe-Signature header; any other caller is refused. Answers 404 when Stripe is not configured.',
}

/**
 * POST /api/webhooks/stripe. The signature covers the exact bytes Stripe sent, so this context (and
 * only this one) keeps JSON bodies raw.
 */
export function stripeWebhookRoutes(options: StripeWebhookOptions) {
  return async function routes(app: FastifyInstance) {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body)
    })
    app.post('/api/webhooks/stripe', { schema: WEBHOOK_DESCRIPTION }, async (request) => {
      const { stripe, webhookSecret } = options
      // Like the test payment page under Stripe: a route of the other provider does not exist here.
      if (!stripe || !webhookSecret) throw new AppError('not_found', 'Stripe payments are not configured.')
      const signature = request.headers['stripe-signature']
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('bad_request', 'Missing Stripe signature.')
      }
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret)
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new AppError('bad_request', 'Invalid Stripe signature.')
        }
        throw error
      }
      await handleStripeEvent({ ...options, logger: request.log }, event)
      return { received: true }
    })
  }
}
