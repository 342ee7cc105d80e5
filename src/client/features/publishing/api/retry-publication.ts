import { useMutation, useQueryClient } from '@tanstack/react-query'
import { publicationNoticeSchema } from '#shared/schemas/publishing.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { publishingKeys } from './query-keys.ts'

/** POST /api/admin/publishing/:publicationId/retry: a failed post is published again. */
export function retryPublication(publicationId: string) {
  return apiRequest(`/api/admin/publishing/${encodeURIComponent(publicationId)}/retry`, {
    method: 'POST',
    schema: publicationNoticeSchema,
  })
}

export function useRetryPublication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryPublication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishingKeys.all }),
  })
}
