import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { postListSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/admin/content/customers/:customerId/posts?from&to: a customer's posts in a calendar range. */
export function getTeamPosts(customerId: string, from: string, to: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ from, to })
  return apiRequest(`/api/admin/content/customers/${encodeURIComponent(customerId)}/posts?${query}`, {
    schema: postListSchema,
    signal,
  })
}

export function useTeamPosts(customerId: string, range: { from: string; to: string }) {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.teamPosts(customerId, range.from, range.to),
      queryFn: ({ signal }) => getTeamPosts(customerId, range.from, range.to, signal),
      // A customer's answer shows as it happens (server-sent events).
      meta: { topics: ['content'] },
      placeholderData: keepPreviousData,
    }),
  )
}
