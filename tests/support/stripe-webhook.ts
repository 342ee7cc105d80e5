import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'

const signer = new Stripe('sk_test_unused')

/** POSTs a Stripe event to the webhook, signed with `secret` as Stripe signs it (Stripe-Signature). */
export function postStripeWebhook(app: FastifyInstance, payload: string, secret: string) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  })
}
