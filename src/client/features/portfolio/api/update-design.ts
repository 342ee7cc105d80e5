import { useMutation, useQueryClient } from '@tanstack/react-query'
import { teamDesignResponseSchema, type UpdateDesignRequest } from '#shared/schemas/portfolio.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { portfolioKeys } from './query-keys.ts'

/** PATCH /api/admin/portfolio/designs/:designId: edit, publish or unpublish. */
export function updateDesign({ designId, changes }: { designId: string; changes: UpdateDesignRequest }) {
  return apiRequest(`/api/admin/portfolio/designs/${encodeURIComponent(designId)}`, {
    method: 'PATCH',
    body: changes,
    schema: teamDesignResponseSchema,
  })
}

export function useUpdateDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  })
}
