import { queryOptions } from '@tanstack/react-query'
import { failedJobListResponseSchema } from '#shared/schemas/job-queue.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { jobQueueKeys } from './query-keys.ts'

/** GET /api/admin/jobs/failed */
export function getFailedJobs(signal?: AbortSignal) {
  return apiRequest('/api/admin/jobs/failed', { schema: failedJobListResponseSchema, signal })
}

export const failedJobsQuery = queryOptions({
  queryKey: jobQueueKeys.failed(),
  queryFn: ({ signal }) => getFailedJobs(signal),
  // Refetched whenever the server says jobs changed (a job failed for good, or was retried).
  meta: { topics: ['jobs'] },
})
