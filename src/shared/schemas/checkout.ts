import { z } from 'zod'
import { billingIntervals } from '../billing/period.ts'
import { orderSelectionSchema } from '../pricing/selection.ts'
import { emailAddress, requiredText, TEXT_LIMITS } from './fields.ts'

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address'
/** Spec §5: the toast when the order is placed without a plan or an e-mail. */
export const PLAN_AND_EMAIL_REQUIRED = 'Please select a plan and enter your email'
export const ORDER_EMAIL_REQUIRED = 'Email is required'

/** Text, at-sign, text, dot, text: the check the checkout form makes before it calls the server. */
export const CHECKOUT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const requiredField = (label: string) =>
  requiredText({ label, max: TEXT_LIMITS.short, requiredMessage: `${label} is required` })

/**
 * Step 5 of checkout, the order form (spec §5): every field and the terms are required, and the e-mail
 * must look like one. Only the e-mail is sent to the server.
 */
export const orderFormSchema = z.object({
  firstName: requiredField('First Name'),
  lastName: requiredField('Last Name'),
  email: z
    .string()
    .trim()
    .min(1, { error: ORDER_EMAIL_REQUIRED, abort: true })
    .max(TEXT_LIMITS.email, INVALID_EMAIL_MESSAGE)
    .regex(CHECKOUT_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
  address: requiredField('Address'),
  city: requiredField('City'),
  postcode: requiredField('Postcode'),
  terms: z.boolean().refine((agreed) => agreed, 'Please agree to the Terms of Service and Privacy Policy'),
})
export type OrderFormInput = z.input<typeof orderFormSchema>
export type OrderFormValues = z.output<typeof orderFormSchema>

/** An amount in integer pence (money travels in pence; only display code turns it into pounds). */
const pence = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of pence` })
    .int({ error: `${name} must be a whole number of pence` })
    .nonnegative({ error: `${name} cannot be negative` })
    .max(100_000_000, { error: `${name} is too large` })

/**
 * POST /api/checkout. The selection fields are those of the shared order selection; discountPence and
 * totalPence are what the visitor was shown, in pence, and the server refuses the order when its own
 * price differs. Only the e-mail of the order form is sent.
 */
export const createCheckoutRequestSchema = z.strictObject({
  email: emailAddress(INVALID_EMAIL_MESSAGE).transform((email) => email.toLowerCase()),
  ...orderSelectionSchema.shape,
  discountPence: pence('Discount'),
  totalPence: pence('Total'),
  /** The summary step's choice: Monthly (default) or Every 6 months; the amounts are for that period. */
  billingInterval: z.enum(billingIntervals).optional(),
})
export type CreateCheckoutRequest = z.input<typeof createCheckoutRequestSchema>

export const createCheckoutResponseSchema = z.object({ url: z.string() })
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>

export const checkoutStatuses = ['pending', 'completed', 'cancelled'] as const
export type CheckoutStatus = (typeof checkoutStatuses)[number]

/** Our checkout id or the provider's session id. */
export const checkoutParamsSchema = z.object({
  id: requiredText({
    label: 'Checkout id',
    max: TEXT_LIMITS.short,
    requiredMessage: 'Checkout id is required',
  }),
})

/** What the test payment page and the success page may show: no e-mail, no account details. */
export const checkoutSummarySchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.enum(checkoutStatuses),
  planTitle: z.string(),
  lines: z.array(z.object({ label: z.string(), pricePence: z.number().int() })),
  subtotalPence: z.number().int(),
  discountPence: z.number().int(),
  totalPence: z.number().int(),
  currency: z.string(),
})
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>

/** Where the browser goes after paying or cancelling on the test payment page. */
export const checkoutRedirectSchema = z.object({ url: z.string() })
export type CheckoutRedirect = z.infer<typeof checkoutRedirectSchema>
