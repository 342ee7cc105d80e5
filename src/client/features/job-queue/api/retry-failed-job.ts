import { useMutation, useQueryClient } from '@tanstack/react-query'
import { retryJobsResponseSchema } from '#shared/schemas/job-queue.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { jobQueueKeys } from './query-keys.ts'

/** POST /api/admin/jobs/:id/retry */
export function retryFailedJob(id: string) {
  return apiRequest(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: retryJobsResponseSchema,
  })
}

export function useRetryFailedJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryFailedJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobQueueKeys.failed() }),
  })
}
