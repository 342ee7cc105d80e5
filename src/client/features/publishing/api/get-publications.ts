import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicationsResponseSchema } from '#shared/schemas/publishing.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { publishingKeys } from './query-keys.ts'

/** GET /api/admin/publishing: posts that failed and posts the team publishes by hand. */
export function getPublications(signal?: AbortSignal) {
  return apiRequest('/api/admin/publishing', { schema: publicationsResponseSchema, signal })
}

export const publicationsQuery = queryOptions({
  queryKey: publishingKeys.list(),
  queryFn: ({ signal }) => getPublications(signal),
  meta: { topics: ['content'] },
})

export function usePublications() {
  return useQuery(publicationsQuery)
}
