import { queryOptions, useQuery } from '@tanstack/react-query'
import { contentCountSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/admin/content/change-requests/count: posts whose customer asked for changes, for the sidebar. */
export function getChangeRequestCount(signal?: AbortSignal) {
  return apiRequest('/api/admin/content/change-requests/count', { schema: contentCountSchema, signal })
}

export const changeRequestCountQuery = queryOptions({
  queryKey: contentKeys.changeRequestCount(),
  queryFn: ({ signal }) => getChangeRequestCount(signal),
  meta: { topics: ['content'] },
})

export function useChangeRequestCount() {
  return useQuery(changeRequestCountQuery)
}
