import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Brief, type BriefImageKind, briefImagesResponseSchema } from '#shared/schemas/brief.ts'
import { IMAGE_FIELD } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { briefKeys } from './query-keys.ts'

/** POST /api/brief/images?kind=: the logo (replacing the one before) or a photo, one file (multipart). */
export function uploadBriefImage({ kind, file }: { kind: BriefImageKind; file: File }) {
  const form = new FormData()
  form.append(IMAGE_FIELD, file)
  return apiRequest(`/api/brief/images?kind=${kind}`, {
    method: 'POST',
    body: form,
    schema: briefImagesResponseSchema,
  })
}

export function useUploadBriefImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadBriefImage,
    onSuccess: ({ images }) =>
      queryClient.setQueryData<Brief>(briefKeys.own(), (brief) => (brief ? { ...brief, images } : brief)),
  })
}
