import { z } from 'zod'

/** GET /api/account: the signed-in customer's plan (from the active subscription) and welcome flag. */
export const accountResponseSchema = z.object({
  email: z.string(),
  displayName: z.string().nullable(),
  welcomeShown: z.boolean(),
  plan: z
    .object({
      productId: z.string(),
      title: z.string(),
      features: z.array(z.string()),
      /** The plan's own monthly price in integer pence, from the catalogue. */
      pricePence: z.number().int(),
      /** What the customer pays a month in integer pence: the plan with its channels and add-ons. */
      monthlyTotalPence: z.number().int(),
    })
    .nullable(),
})
export type AccountResponse = z.infer<typeof accountResponseSchema>

export const welcomeShownResponseSchema = z.object({ welcomeShown: z.literal(true) })
