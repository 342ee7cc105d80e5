import { useMutation, useQueryClient } from '@tanstack/react-query'
import { briefResponseSchema } from '#shared/schemas/brief.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { briefKeys } from './query-keys.ts'

/** POST /api/brief/submit: sends the saved brief to the team. */
export function submitBrief() {
  return apiRequest('/api/brief/submit', { method: 'POST', schema: briefResponseSchema })
}

export function useSubmitBrief() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitBrief,
    onSuccess: ({ brief }) => queryClient.setQueryData(briefKeys.own(), brief),
  })
}
