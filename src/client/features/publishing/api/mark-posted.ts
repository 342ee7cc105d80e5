import { useMutation, useQueryClient } from '@tanstack/react-query'
import { publicationNoticeSchema } from '#shared/schemas/publishing.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { publishingKeys } from './query-keys.ts'

/** POST /api/admin/publishing/:publicationId/mark-posted: the team posted it by hand (with its link). */
export function markPosted({ publicationId, link }: { publicationId: string; link: string | null }) {
  return apiRequest(`/api/admin/publishing/${encodeURIComponent(publicationId)}/mark-posted`, {
    method: 'POST',
    body: { link },
    schema: publicationNoticeSchema,
  })
}

export function useMarkPosted() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markPosted,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishingKeys.all }),
  })
}
