import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Brief, briefImagesResponseSchema } from '#shared/schemas/brief.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { briefKeys } from './query-keys.ts'

/** DELETE /api/brief/images/:imageId: a logo or photo taken off the brief, with its bytes. */
export function deleteBriefImage(imageId: string) {
  return apiRequest(`/api/brief/images/${encodeURIComponent(imageId)}`, {
    method: 'DELETE',
    schema: briefImagesResponseSchema,
  })
}

export function useDeleteBriefImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBriefImage,
    onSuccess: ({ images }) =>
      queryClient.setQueryData<Brief>(briefKeys.own(), (brief) => (brief ? { ...brief, images } : brief)),
  })
}
