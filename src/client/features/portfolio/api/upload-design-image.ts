import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IMAGE_FIELD } from '#shared/schemas/content.ts'
import { teamDesignResponseSchema } from '#shared/schemas/portfolio.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { portfolioKeys } from './query-keys.ts'

/** PUT /api/admin/portfolio/designs/:designId/image: one PNG, JPEG or WebP file (multipart). */
export function uploadDesignImage({ designId, file }: { designId: string; file: File }) {
  const form = new FormData()
  form.append(IMAGE_FIELD, file)
  return apiRequest(`/api/admin/portfolio/designs/${encodeURIComponent(designId)}/image`, {
    method: 'PUT',
    body: form,
    schema: teamDesignResponseSchema,
  })
}

export function useUploadDesignImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadDesignImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  })
}
