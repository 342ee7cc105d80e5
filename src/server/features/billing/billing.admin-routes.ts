import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '#shared/errors.ts'
import { adminBillingSchema, customerIdParamsSchema } from '#shared/schemas/billing.ts'
import { auditOf } from '../../audit/audit.ts'
import { requireAdmin } from '../../plugins/auth/guards.ts'
import { findBillingSubscription, findFirstOrderPayment, listPaymentsOf } from './billing.repo.ts'
import { type BillingDeps, refundWindow, subscriptionView, toPayment } from './billing.service.ts'
import { refundFirstOrder } from './refunds.ts'
import { chargeRenewalNow, failNextRenewal } from './test-renewals.ts'

const renewalResponse = z.object({ outcome: z.enum(['paid', 'failed', 'ended']) })

/** The team's billing actions on a customer's card: the view, test renewals and the guarantee refund. */
export function billingAdminRoutes(deps: BillingDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['billing']
    // Administrators only, checked before anything is parsed.
    app.addHook('onRequest', async (request) => {
      await requireAdmin(request)
    })
    const subscriptionIdOf = async (userId: string) => {
      const subscription = await findBillingSubscription(deps.db, userId)
      if (!subscription) throw new AppError('not_found', 'This customer has no plan.')
      return subscription.id
    }

    app.get(
      '/api/admin/billing/customers/:userId',
      {
        schema: {
          tags,
          summary: "A customer's plan, payments, refund and audit trail",
          params: customerIdParamsSchema,
          response: { 200: adminBillingSchema },
        },
      },
      async (request) => {
        const { userId } = request.params
        const [subscription, payments, first, audit] = await Promise.all([
          subscriptionView(deps.db, userId),
          listPaymentsOf(deps.db, userId),
          findFirstOrderPayment(deps.db, userId),
          auditOf(deps.db, userId),
        ])
        return {
          testProvider: deps.provider === 'test',
          subscription,
          payments: payments.map(toPayment),
          refund: refundWindow(first, deps.now()),
          audit: audit.map((event) => ({
            at: event.at.toISOString(),
            action: event.action,
            actor: event.actorKind,
            details: event.details,
          })),
        }
      },
    )

    app.post(
      '/api/admin/billing/customers/:userId/charge-renewal',
      {
        schema: {
          tags,
          summary: 'Charge renewal now (test provider only)',
          params: customerIdParamsSchema,
          response: { 200: renewalResponse },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request)
        const id = await subscriptionIdOf(request.params.userId)
        return { outcome: await chargeRenewalNow(deps, id, { kind: 'team', userId: admin.id }) }
      },
    )

    app.post(
      '/api/admin/billing/customers/:userId/fail-next-renewal',
      {
        schema: {
          tags,
          summary: 'Fail next renewal (test provider only)',
          params: customerIdParamsSchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request)
        const id = await subscriptionIdOf(request.params.userId)
        await failNextRenewal(deps, id, { kind: 'team', userId: admin.id })
        return { ok: true as const }
      },
    )

    app.post(
      '/api/admin/billing/customers/:userId/refund-first-order',
      {
        schema: {
          tags,
          summary: "Refund the first order's plan part under the money-back guarantee",
          params: customerIdParamsSchema,
          response: { 200: z.object({ refundedPence: z.number().int() }) },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request)
        return refundFirstOrder(deps, request.params.userId, { kind: 'team', userId: admin.id })
      },
    )
  }
}
