import { useMutation, useQueryClient } from '@tanstack/react-query'
import { approveWeekResponseSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** POST /api/content/approve-waiting: every post of mine still waiting for my answer is approved. */
export function approveWaiting() {
  return apiRequest('/api/content/approve-waiting', { method: 'POST', schema: approveWeekResponseSchema })
}

export function useApproveWaiting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: approveWaiting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.mine() }),
  })
}
