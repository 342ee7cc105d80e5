import { queryOptions, useQuery } from '@tanstack/react-query'
import { waitingPostsSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/content/waiting: every post of mine waiting for my answer, whatever its month, soonest first. */
export function getWaitingPosts(signal?: AbortSignal) {
  return apiRequest('/api/content/waiting', { schema: waitingPostsSchema, signal })
}

export function useWaitingPosts() {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.myWaiting(),
      queryFn: ({ signal }) => getWaitingPosts(signal),
      meta: { topics: ['content'] },
    }),
  )
}
