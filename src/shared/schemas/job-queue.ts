import { z } from 'zod'

/** A background job that has stopped retrying, as Admin Settings lists it. */
export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  /** What the job does, in words. */
  label: z.string(),
  /** The payload fields that say which record the job is about. */
  fields: z.record(z.string(), z.string()),
  paymentRelated: z.boolean(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
})
export type FailedJob = z.infer<typeof failedJobSchema>

/** GET /api/admin/jobs/failed: the most recent failed jobs of every queue, and how many there are. */
export const failedJobListResponseSchema = z.object({
  jobs: z.array(failedJobSchema),
  total: z.number().int(),
})
export type FailedJobListResponse = z.infer<typeof failedJobListResponseSchema>

export const jobIdParamsSchema = z.object({ id: z.uuid('Unknown job id') })

/** POST /api/admin/jobs/:id/retry and /api/admin/jobs/failed/retry: how many jobs were queued again. */
export const retryJobsResponseSchema = z.object({ retried: z.number().int() })
export type RetryJobsResponse = z.infer<typeof retryJobsResponseSchema>
