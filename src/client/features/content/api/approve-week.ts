import { useMutation, useQueryClient } from '@tanstack/react-query'
import { approveWeekResponseSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** POST /api/content/approve-week: every post of that UK week still in review is approved. */
export function approveWeek(weekStart: string) {
  return apiRequest('/api/content/approve-week', {
    method: 'POST',
    body: { weekStart },
    schema: approveWeekResponseSchema,
  })
}

export function useApproveWeek() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: approveWeek,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.mine() }),
  })
}
