import { useMutation, useQueryClient } from '@tanstack/react-query'
import { commentResponseSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

export type CommentSide = 'team' | 'customer'

/** POST /api/admin/content/posts/:postId/comments (the team) or /api/content/posts/:postId/comments (the customer). */
export function addComment({ side, postId, body }: { side: CommentSide; postId: string; body: string }) {
  const base = side === 'team' ? '/api/admin/content/posts' : '/api/content/posts'
  return apiRequest(`${base}/${encodeURIComponent(postId)}/comments`, {
    method: 'POST',
    body: { body },
    schema: commentResponseSchema,
  })
}

export function useAddComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addComment,
    onSuccess: (_, { side }) =>
      queryClient.invalidateQueries({ queryKey: side === 'team' ? contentKeys.team() : contentKeys.mine() }),
  })
}
