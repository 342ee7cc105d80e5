import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  checkoutParamsSchema,
  checkoutRedirectSchema,
  checkoutSummarySchema,
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
} from '#shared/schemas/checkout.ts'
import { currentSession } from '../../plugins/auth/guards.ts'
import {
  type CheckoutDeps,
  cancelTestCheckout,
  createCheckout,
  getCheckoutSummary,
  payTestCheckout,
} from './checkout.service.ts'

/** Per visitor address: enough for a few honest retries, too few to flood the payment provider. */
export const CHECKOUT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' }

export function checkoutRoutes(deps: Omit<CheckoutDeps, 'logger'>) {
  return async function routes(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>()
    const withLogger = { ...deps, logger: app.log }
    const tags = ['checkout']

    api.post(
      '/api/checkout',
      {
        config: { rateLimit: CHECKOUT_RATE_LIMIT },
        schema: { tags, body: createCheckoutRequestSchema, response: { 200: createCheckoutResponseSchema } },
      },
      async (request) => {
        const session = await currentSession(request)
        const caller = session ? { id: session.user.id, email: session.user.email } : null
        return createCheckout(withLogger, request.body, caller)
      },
    )

    api.get(
      '/api/checkout/:id',
      { schema: { tags, params: checkoutParamsSchema, response: { 200: checkoutSummarySchema } } },
      async (request) => getCheckoutSummary(deps, request.params.id),
    )

    api.post(
      '/api/checkout/:id/pay',
      {
        config: { rateLimit: CHECKOUT_RATE_LIMIT },
        schema: { tags, params: checkoutParamsSchema, response: { 200: checkoutRedirectSchema } },
      },
      async (request) => payTestCheckout(withLogger, request.params.id),
    )

    api.post(
      '/api/checkout/:id/cancel',
      {
        config: { rateLimit: CHECKOUT_RATE_LIMIT },
        schema: { tags, params: checkoutParamsSchema, response: { 200: checkoutRedirectSchema } },
      },
      async (request) => cancelTestCheckout(withLogger, request.params.id),
    )
  }
}
