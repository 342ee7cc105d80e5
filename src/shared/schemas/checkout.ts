import { z } from 'zod'
import { orderSelectionSchema } from '../pricing/selection.ts'
import { MAX_EMAIL_LENGTH } from './auth.ts'

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address'

/** Text, at-sign, text, dot, text: the check the checkout form makes before it calls the server. */
export const CHECKOUT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const amount = (name: string) =>
  z
    .number({ error: `${name} must be a number of pounds` })
    .nonnegative({ error: `${name} cannot be negative` })
    .max(1_000_000, { error: `${name} is too large` })

/**
 * POST /api/checkout. The selection fields are those of the shared order selection; discount and
 * finalTotal are what the visitor was shown, in pounds, and the server refuses the order when its own
 * price differs. Only the e-mail of the order form is sent.
 */
export const createCheckoutRequestSchema = z.strictObject({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL_MESSAGE })
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE })),
  ...orderSelectionSchema.shape,
  discount: amount('Discount'),
  finalTotal: amount('Final total'),
})
export type CreateCheckoutRequest = z.input<typeof createCheckoutRequestSchema>

export const createCheckoutResponseSchema = z.object({ url: z.string() })
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>

export const checkoutStatuses = ['pending', 'completed', 'cancelled'] as const
export type CheckoutStatus = (typeof checkoutStatuses)[number]

export const checkoutParamsSchema = z.object({ id: z.string().min(1).max(200) })

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
