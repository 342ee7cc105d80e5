import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CreateDesignRequest,
  PORTFOLIO_MESSAGES,
  teamDesignResponseSchema,
} from '#shared/schemas/portfolio.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { portfolioKeys } from './query-keys.ts'
import { updateDesign } from './update-design.ts'
import { uploadDesignImage } from './upload-design-image.ts'

/** POST /api/admin/portfolio/designs: a new design, unpublished until it has an image. */
export function createDesign(body: CreateDesignRequest) {
  return apiRequest('/api/admin/portfolio/designs', {
    method: 'POST',
    body,
    schema: teamDesignResponseSchema,
  })
}

/** A design added with its image, and published at once when asked. */
export function useAddDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      fields,
      file,
      publish,
    }: {
      fields: CreateDesignRequest
      file: File
      publish: boolean
    }) => {
      const { design } = await createDesign(fields)
      await uploadDesignImage({ designId: design.id, file })
      return publish
        ? updateDesign({ designId: design.id, changes: { published: true } })
        : { design, notice: PORTFOLIO_MESSAGES.created }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  })
}
