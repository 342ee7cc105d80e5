import { z } from 'zod'

/** Spec §2: the dashboard's empty state when the customer has no order. */
export const NO_ORDER_INFORMATION = 'No order information available'

/** An order as its customer sees it (spec §3 orders): amounts in integer pence, lines as priced. */
export const orderSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  /** The order's total in integer pence. */
  amountPence: z.number().int(),
  currency: z.string(),
  planTitle: z.string(),
  freeChannel: z.string(),
  additionalChannels: z.array(z.string()),
  /** The priced lines as the checkout showed them ('Pro plan (20 posts/month): £149.00'). */
  lines: z.array(z.string()),
  addOns: z.array(z.object({ name: z.string(), quantity: z.number().int(), pricePence: z.number().int() })),
})
export type Order = z.infer<typeof orderSchema>

/** GET /api/orders/latest: the caller's newest order, or null when there is none. */
export const latestOrderResponseSchema = z.object({ order: orderSchema.nullable() })
export type LatestOrderResponse = z.infer<typeof latestOrderResponseSchema>
