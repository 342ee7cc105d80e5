import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IMAGE_FIELD, postResponseSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** POST /api/admin/content/posts/:postId/images: one PNG, JPEG or WebP file (multipart). */
export function uploadPostImage({ postId, file }: { postId: string; file: File }) {
  const form = new FormData()
  form.append(IMAGE_FIELD, file)
  return apiRequest(`/api/admin/content/posts/${encodeURIComponent(postId)}/images`, {
    method: 'POST',
    body: form,
    schema: postResponseSchema,
  })
}

/** DELETE /api/admin/content/posts/:postId/images/:imageId */
export function deletePostImage({ postId, imageId }: { postId: string; imageId: string }) {
  return apiRequest(
    `/api/admin/content/posts/${encodeURIComponent(postId)}/images/${encodeURIComponent(imageId)}`,
    { method: 'DELETE', schema: postResponseSchema },
  )
}

export function useUploadPostImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadPostImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.team() }),
  })
}

export function useDeletePostImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePostImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.team() }),
  })
}
