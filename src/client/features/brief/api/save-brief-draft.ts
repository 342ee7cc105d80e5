import { useMutation, useQueryClient } from '@tanstack/react-query'
import { briefResponseSchema, type SaveBriefDraftRequest } from '#shared/schemas/brief.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { briefKeys } from './query-keys.ts'

/** PUT /api/brief: the fields changed since the last save. */
export function saveBriefDraft(changes: SaveBriefDraftRequest) {
  return apiRequest('/api/brief', { method: 'PUT', body: changes, schema: briefResponseSchema })
}

export function useSaveBriefDraft() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBriefDraft,
    // The form keeps what is typed; the cache learns the saved brief without a refetch under the cursor.
    onSuccess: ({ brief }) => queryClient.setQueryData(briefKeys.own(), brief),
  })
}
