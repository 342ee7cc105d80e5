import { queryOptions, useQuery } from '@tanstack/react-query'
import { changeRequestListSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/admin/content/change-requests: posts whose customers asked for changes, oldest request first. */
export function getChangeRequests(signal?: AbortSignal) {
  return apiRequest('/api/admin/content/change-requests', { schema: changeRequestListSchema, signal })
}

export function useChangeRequests() {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.changeRequests(),
      queryFn: ({ signal }) => getChangeRequests(signal),
      meta: { topics: ['content'] },
    }),
  )
}
