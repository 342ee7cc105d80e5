import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  billingStateSchema,
  billingSubscriptionSchema,
  paymentIdParamsSchema,
  paymentListSchema,
  planChangePreviewSchema,
  planChangeSchema,
  updateCardResponseSchema,
} from '#shared/schemas/billing.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { type BillingDeps, getBillingState, keepPlan, listOwnPayments } from './billing.service.ts'
import { ownInvoice } from './billing-views.service.ts'
import { previewPlanChange } from './plan-changes.ts'
import { updateCard } from './update-card.ts'

/** The signed-in customer's billing: their subscription, 'Keep my plan', invoices and 'Update card'. */
export function billingRoutes(deps: BillingDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['billing']
    // Who is calling is checked before the body is parsed: a visitor gets 401, never a 400.
    app.addHook('onRequest', async (request) => {
      await requireUser(request)
    })

    app.get(
      '/api/billing/subscription',
      {
        schema: {
          tags,
          summary: 'My plan: its period, next payment (with discounts) and scheduled end',
          response: { 200: billingStateSchema },
        },
      },
      async (request) => getBillingState(deps, (await requireUser(request)).id),
    )

    app.post(
      '/api/billing/change-preview',
      {
        schema: {
          tags,
          summary:
            'Change Plan, before confirming: what an upgrade costs now (prorated) or when a downgrade starts, and the next payment',
          body: planChangeSchema,
          response: { 200: planChangePreviewSchema },
        },
      },
      async (request) => previewPlanChange(deps, (await requireUser(request)).id, request.body),
    )

    app.post(
      '/api/billing/keep',
      {
        schema: {
          tags,
          summary: "Keep my plan: undo a cancellation before the plan's end",
          response: { 200: billingSubscriptionSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request)
        return keepPlan(deps, user.id, { kind: 'customer', userId: user.id })
      },
    )

    app.get(
      '/api/billing/payments',
      { schema: { tags, summary: 'My payments, newest first', response: { 200: paymentListSchema } } },
      async (request) => ({ payments: await listOwnPayments(deps.db, (await requireUser(request)).id) }),
    )

    app.get(
      '/api/billing/payments/:paymentId/invoice.pdf',
      {
        schema: {
          tags,
          summary: "One of my payments' invoice as a PDF (Stripe's own, by redirect, in Stripe mode)",
          params: paymentIdParamsSchema,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const user = await requireUser(request)
        const invoice = await ownInvoice(deps, user, request.params.paymentId)
        if ('redirect' in invoice) return reply.redirect(invoice.redirect)
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${invoice.filename}"`)
          .send(Buffer.from(invoice.pdf))
      },
    )

    app.post(
      '/api/billing/update-card',
      {
        schema: {
          tags,
          summary:
            "Update card: Stripe's billing portal, or (test provider) the past-due payment taken again",
          response: { 200: updateCardResponseSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request) => {
        const user = await requireUser(request)
        return updateCard(deps, user.id, { kind: 'customer', userId: user.id })
      },
    )
  }
}
