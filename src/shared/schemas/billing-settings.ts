import { z } from 'zod'

/** Days a past-due customer's content keeps being published, unless the team sets otherwise. */
export const DEFAULT_PUBLISHING_GRACE_DAYS = 7
export const MAX_PUBLISHING_GRACE_DAYS = 90

/** Admin Settings' billing section. */
export const billingSettingsSchema = z.object({
  /** Days after a failed payment before the customer's content stops being published (0: at once). */
  publishingGraceDays: z.number().int().min(0).max(MAX_PUBLISHING_GRACE_DAYS),
})
export type BillingSettings = z.infer<typeof billingSettingsSchema>

/** When a past-due customer's publishing pauses: the grace period after the first failed payment. */
export function publishingPausedFrom(pastDueSince: Date, graceDays: number): Date {
  return new Date(pastDueSince.getTime() + graceDays * 24 * 60 * 60 * 1000)
}
