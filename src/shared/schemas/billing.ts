import { z } from 'zod'
import { billingIntervals } from '../billing/period.ts'
import { channelIds } from '../catalogue/channels.ts'
import { planIds } from '../catalogue/plans.ts'
import { formatDate } from '../format/dates.ts'
import { formatPence } from '../format/money.ts'
import { orderAddOnsSchema } from '../pricing/selection.ts'

export const billingIntervalSchema = z.enum(billingIntervals)
export const subscriptionStatusSchema = z.enum(['active', 'past_due', 'canceled'])

/** The customer's subscription as Manage My Subscription and the dashboard show it. */
export const billingSubscriptionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  planTitle: z.string(),
  status: subscriptionStatusSchema,
  interval: billingIntervalSchema,
  /** What one period costs without one-off discounts, in pence. */
  periodAmountPence: z.number().int(),
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  /** Set while a cancellation is under way: the plan ends then ('Your plan ends on {date}'). */
  endsAt: z.iso.datetime().nullable(),
  /** The next payment with its discounts; null when none is due. */
  nextPayment: z.object({ amountPence: z.number().int(), at: z.iso.datetime() }).nullable(),
  /** The retention discount waiting for the next payment, if any. */
  pendingDiscountPercent: z.number().int().nullable(),
  /** What the plan buys now besides the plan (Change Plan's extras start from it); null when unknown. */
  extras: z
    .object({
      freeChannel: z.enum(channelIds),
      additionalChannels: z.array(z.enum(channelIds)),
      addOns: orderAddOnsSchema,
    })
    .nullable(),
  /** A downgrade or removal waiting for the next period: the plan and the period's price from then. */
  pendingChange: z
    .object({ planTitle: z.string(), periodAmountPence: z.number().int(), at: z.iso.datetime() })
    .nullable(),
})
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>

/** GET /api/billing/subscription */
export const billingStateSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  subscription: billingSubscriptionSchema.nullable(),
})
export type BillingState = z.infer<typeof billingStateSchema>

/** A change of plan or extras; what is left out stays as it is (the free channel always does). */
export const planChangeSchema = z.strictObject({
  plan: z.enum(planIds, { error: `Unknown plan; choose one of ${planIds.join(', ')}` }).optional(),
  additionalChannels: z.array(z.enum(channelIds)).max(channelIds.length).optional(),
  addOns: orderAddOnsSchema.optional(),
})
export type PlanChangeRequest = z.infer<typeof planChangeSchema>

/** POST /api/billing/change-preview: what the change costs, shown before the customer confirms. */
export const planChangePreviewSchema = z.object({
  planTitle: z.string(),
  /** 'now': an upgrade, charged the proration today; 'next_period': from the next renewal. */
  timing: z.enum(['now', 'next_period']),
  chargeNowPence: z.number().int(),
  newPeriodPence: z.number().int(),
  effectiveAt: z.iso.datetime(),
  nextPayment: z.object({ amountPence: z.number().int(), at: z.iso.datetime() }),
  /** Carousel posts end because no Instagram or LinkedIn channel remains. */
  carouselDropped: z.boolean(),
  /** The instant the proration is counted from; sent back on confirming, so the charge is the one shown. */
  quotedAt: z.iso.datetime(),
})
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>

export const youPayNow = (pence: number) => `You pay ${formatPence(pence)} now`

/** POST /api/billing/cancel: the Cancel Plan dialog's choice (its reason goes to the support ticket). */
export const cancelResponseSchema = z.object({ endsAt: z.iso.datetime(), notice: z.string() })

export const paymentSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  kind: z.enum(['first_order', 'renewal', 'proration']),
  status: z.enum(['paid', 'failed', 'refunded']),
  amountPence: z.number().int(),
  discountPence: z.number().int(),
  refundedPence: z.number().int(),
  currency: z.string(),
  periodStart: z.iso.datetime().nullable(),
  periodEnd: z.iso.datetime().nullable(),
  /** Where the invoice PDF is: Stripe's, or the product's own (test provider). */
  invoiceUrl: z.string().nullable(),
})
export type Payment = z.infer<typeof paymentSchema>
export const paymentListSchema = z.object({ payments: z.array(paymentSchema) })

export const paymentIdParamsSchema = z.object({ paymentId: z.uuid() })
export const customerIdParamsSchema = z.object({ userId: z.string().min(1).max(200) })

/** POST /api/billing/update-card: where to go (Stripe's billing portal, or the test payment page). */
export const updateCardResponseSchema = z.object({ url: z.string() })

/** The team's view of a customer's billing, on the customer's card. */
export const adminBillingSchema = z.object({
  testProvider: z.boolean(),
  subscription: billingSubscriptionSchema.nullable(),
  payments: z.array(paymentSchema),
  refund: z.object({
    /** Whether 'Refund first order' is offered, and if not, why not. */
    offered: z.boolean(),
    reason: z.string().nullable(),
    amountPence: z.number().int().nullable(),
  }),
  audit: z.array(
    z.object({
      at: z.iso.datetime(),
      action: z.string(),
      actor: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
})
export type AdminBilling = z.infer<typeof adminBillingSchema>

export const okSchema = z.object({ ok: z.literal(true) })

// The dashboard's words (issue 22), word for word.
export const planEndsOn = (at: string | Date) => `Your plan ends on ${formatDate(at)}`
export const nextPaymentLine = (amountPence: number, at: string | Date) =>
  `Next payment: ${formatPence(amountPence)} on ${formatDate(at)}`
export const planChangesOn = (planTitle: string, periodAmountPence: number, at: string | Date) =>
  `From ${formatDate(at)}: the ${planTitle} plan, ${formatPence(periodAmountPence)} a period`
export const KEEP_MY_PLAN = 'Keep my plan'
export const UPDATE_CARD = 'Update card'
export const PAST_DUE = 'Past due'
export const CHARGE_RENEWAL_NOW = 'Charge renewal now (test)'
export const FAIL_NEXT_RENEWAL = 'Fail next renewal (test)'
export const REFUND_FIRST_ORDER = 'Refund first order'
