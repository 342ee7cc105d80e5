import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicationCountSchema } from '#shared/schemas/publishing.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { publishingKeys } from './query-keys.ts'

/** GET /api/admin/publishing/count: failed posts and posts to publish by hand, for the sidebar. */
export function getPublicationCount(signal?: AbortSignal) {
  return apiRequest('/api/admin/publishing/count', { schema: publicationCountSchema, signal })
}

export const publicationCountQuery = queryOptions({
  queryKey: publishingKeys.count(),
  queryFn: ({ signal }) => getPublicationCount(signal),
  meta: { topics: ['content'] },
})

export function usePublicationCount() {
  return useQuery(publicationCountQuery)
}
