import { queryOptions, useQuery } from '@tanstack/react-query'
import { teamDesignListSchema } from '#shared/schemas/portfolio.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { portfolioKeys } from './query-keys.ts'

/** GET /api/admin/portfolio/designs: every design, published or not, in the page order. */
export function listDesigns(signal?: AbortSignal) {
  return apiRequest('/api/admin/portfolio/designs', { schema: teamDesignListSchema, signal })
}

export const designsQuery = queryOptions({
  queryKey: portfolioKeys.team(),
  queryFn: ({ signal }) => listDesigns(signal),
  meta: { topics: ['portfolio'] },
})

export function useDesigns() {
  return useQuery(designsQuery)
}
