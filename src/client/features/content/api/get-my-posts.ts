import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { postListSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/content/posts?from&to: the signed-in customer's posts in a calendar range. */
export function getMyPosts(from: string, to: string, signal?: AbortSignal) {
  return apiRequest(`/api/content/posts?${new URLSearchParams({ from, to })}`, {
    schema: postListSchema,
    signal,
  })
}

export function useMyPosts(range: { from: string; to: string }) {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.myPosts(range.from, range.to),
      queryFn: ({ signal }) => getMyPosts(range.from, range.to, signal),
      // New posts to review and the team's revisions show as they happen.
      meta: { topics: ['content'] },
      placeholderData: keepPreviousData,
    }),
  )
}
