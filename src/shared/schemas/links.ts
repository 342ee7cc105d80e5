import { z } from 'zod'
import { WebAddressSchema } from './fields.ts'

export const LINKS_SAVED = 'Links saved successfully'
export const CUSTOMER_NOT_FOUND = 'Customer not found'

/** An http or https link, or nothing: blank (or null) clears it. */
export const OptionalWebAddressSchema = z
  .union([z.null(), z.string()])
  .transform((value) => (value?.trim() ? value : null))
  .pipe(WebAddressSchema.nullable())

/** The customer's shared drive folder and content spreadsheet (spec §3 user_drive_links). */
export const customerLinksSchema = z.object({
  driveLink: z.string().nullable(),
  googleSheetLink: z.string().nullable(),
})
export type CustomerLinks = z.infer<typeof customerLinksSchema>

/** PUT /api/admin/customers/:userId/links: both links, each may be blank. */
export const saveLinksRequestSchema = z.object({
  driveLink: OptionalWebAddressSchema,
  googleSheetLink: OptionalWebAddressSchema,
})
export type SaveLinksRequest = z.input<typeof saveLinksRequestSchema>

export const customerParamsSchema = z.object({ userId: z.string().trim().min(1).max(200) })
export const saveLinksResponseSchema = z.object({ links: customerLinksSchema, notice: z.string() })
