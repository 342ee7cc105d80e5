import { useMutation, useQueryClient } from '@tanstack/react-query'
import { retryJobsResponseSchema } from '#shared/schemas/job-queue.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { jobQueueKeys } from './query-keys.ts'

/** POST /api/admin/jobs/failed/retry */
export function retryAllFailedJobs() {
  return apiRequest('/api/admin/jobs/failed/retry', { method: 'POST', schema: retryJobsResponseSchema })
}

export function useRetryAllFailedJobs() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryAllFailedJobs,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobQueueKeys.failed() }),
  })
}
