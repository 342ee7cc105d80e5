import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminBillingSchema, customerIdParamsSchema } from '#shared/schemas/billing.ts'
import { billingSettingsSchema } from '#shared/schemas/billing-settings.ts'
import { requireAdmin } from '../../plugins/auth/guards.ts'
import type { BillingDeps } from './billing.service.ts'
import { getBillingSettings, saveBillingSettings } from './billing-settings.ts'
import { customerBilling, subscriptionIdOf } from './billing-views.service.ts'
import { refundFirstOrder } from './refunds.ts'
import { chargeRenewalNow, failNextRenewal } from './test-renewals.ts'

const renewalResponse = z.object({ outcome: z.enum(['paid', 'failed', 'ended']) })

/**
 * The team's billing actions on a customer's card: the view, test renewals and the guarantee refund.
 * Under /api/admin, where plugins/auth/admin-area.ts refuses anyone else; routes ask who acts to audit it.
 */
export function billingAdminRoutes(deps: BillingDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['billing']
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
      async (request) => customerBilling(deps, request.params.userId),
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
        const id = await subscriptionIdOf(deps, request.params.userId)
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
        const id = await subscriptionIdOf(deps, request.params.userId)
        await failNextRenewal(deps, id, { kind: 'team', userId: admin.id })
        return { ok: true as const }
      },
    )

    app.get(
      '/api/admin/billing/settings',
      {
        schema: {
          tags,
          summary:
            "The team's billing settings: the grace period before a past-due customer's publishing pauses",
          response: { 200: billingSettingsSchema },
        },
      },
      async () => getBillingSettings(deps.db),
    )

    app.put(
      '/api/admin/billing/settings',
      {
        schema: {
          tags,
          summary: 'Set the days a past-due customer keeps publishing (0 to 90)',
          body: billingSettingsSchema,
          response: { 200: billingSettingsSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request)
        return saveBillingSettings(deps.db, request.body, { kind: 'team', userId: admin.id })
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
