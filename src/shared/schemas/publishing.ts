import { z } from 'zod'

export const PUBLISHED = 'Published'
export const FAILED = 'Failed'
export const MARKED_POSTED = 'Marked as posted by hand'
export const RETRY_QUEUED = 'Queued to publish again'
export const PUBLISHING_FAILED_EMAIL_SUBJECT = 'A post could not be published'

export const publicationStatusSchema = z.enum([
  'queued',
  'publishing',
  'published',
  'failed',
  'manual',
  'cancelled',
])

export const publicationSchema = z.object({
  id: z.string(),
  postId: z.string(),
  userId: z.string(),
  channel: z.string(),
  status: publicationStatusSchema,
  link: z.string().nullable(),
  reason: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  /** The post and its customer, for the team's list. */
  scheduledAt: z.iso.datetime(),
  caption: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
})
export type Publication = z.infer<typeof publicationSchema>

/** GET /api/admin/publishing: what the team must act on (failed) or post by hand (manual). */
export const publicationsResponseSchema = z.object({ publications: z.array(publicationSchema) })
/** GET /api/admin/publishing/count: failed posts and posts to publish by hand, for the sidebar's badge. */
export const publicationCountSchema = z.object({ count: z.number().int() })
export const publicationParamsSchema = z.object({ publicationId: z.uuid() })
export const publicationImageParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.jpg$/) })
export const publicationImageQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
})
export const markPostedRequestSchema = z.object({
  link: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable()
    .optional(),
})
export const publicationNoticeSchema = z.object({ notice: z.string() })
