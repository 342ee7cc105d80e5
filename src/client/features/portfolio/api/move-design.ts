import { useMutation, useQueryClient } from '@tanstack/react-query'
import { teamDesignResponseSchema } from '#shared/schemas/portfolio.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { portfolioKeys } from './query-keys.ts'

/** POST /api/admin/portfolio/designs/:designId/move: one place up or down the page order. */
export function moveDesign({ designId, direction }: { designId: string; direction: 'up' | 'down' }) {
  return apiRequest(`/api/admin/portfolio/designs/${encodeURIComponent(designId)}/move`, {
    method: 'POST',
    body: { direction },
    schema: teamDesignResponseSchema,
  })
}

export function useMoveDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moveDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  })
}
