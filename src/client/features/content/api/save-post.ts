import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CreatePostRequest,
  postResponseSchema,
  type UpdatePostRequest,
} from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** POST /api/admin/content/customers/:customerId/posts: a new draft. */
export function createPost({ customerId, post }: { customerId: string; post: CreatePostRequest }) {
  return apiRequest(`/api/admin/content/customers/${encodeURIComponent(customerId)}/posts`, {
    method: 'POST',
    body: post,
    schema: postResponseSchema,
  })
}

/** PATCH /api/admin/content/posts/:postId: a post with changes requested becomes revised. */
export function updatePost({ postId, changes }: { postId: string; changes: UpdatePostRequest }) {
  return apiRequest(`/api/admin/content/posts/${encodeURIComponent(postId)}`, {
    method: 'PATCH',
    body: changes,
    schema: postResponseSchema,
  })
}

export function useCreatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.team() }),
  })
}

export function useUpdatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.team() }),
  })
}
