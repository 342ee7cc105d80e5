import { useMutation, useQueryClient } from '@tanstack/react-query'
import { noticeResponseSchema } from '#shared/schemas/portfolio.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { portfolioKeys } from './query-keys.ts'

/** DELETE /api/admin/portfolio/designs/:designId: the design and its image. */
export function deleteDesign(designId: string) {
  return apiRequest(`/api/admin/portfolio/designs/${encodeURIComponent(designId)}`, {
    method: 'DELETE',
    schema: noticeResponseSchema,
  })
}

export function useDeleteDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  })
}
