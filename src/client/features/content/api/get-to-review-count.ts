import { queryOptions, useQuery } from '@tanstack/react-query'
import { contentCountSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/content/to-review/count: the customer's posts waiting for their answer. */
export function getToReviewCount(signal?: AbortSignal) {
  return apiRequest('/api/content/to-review/count', { schema: contentCountSchema, signal })
}

export const toReviewCountQuery = queryOptions({
  queryKey: contentKeys.toReviewCount(),
  queryFn: ({ signal }) => getToReviewCount(signal),
  // The badge follows posts sent for review as they arrive (server-sent events).
  meta: { topics: ['content'] },
})

export function useToReviewCount() {
  return useQuery(toReviewCountQuery)
}
