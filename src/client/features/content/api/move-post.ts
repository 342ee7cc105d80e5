import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postResponseSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** POST /api/admin/content/posts/:postId/schedule (approved → scheduled) or /publish (scheduled → published). */
export function movePost({ postId, action }: { postId: string; action: 'schedule' | 'publish' }) {
  return apiRequest(`/api/admin/content/posts/${encodeURIComponent(postId)}/${action}`, {
    method: 'POST',
    schema: postResponseSchema,
  })
}

export function useMovePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: movePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.team() }),
  })
}
