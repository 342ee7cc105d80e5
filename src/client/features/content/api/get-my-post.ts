import { queryOptions, useQuery } from '@tanstack/react-query'
import { postDetailSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/content/posts/:postId: one of the customer's posts with its versions and comments. */
export function getMyPost(postId: string, signal?: AbortSignal) {
  return apiRequest(`/api/content/posts/${encodeURIComponent(postId)}`, { schema: postDetailSchema, signal })
}

export function useMyPost(postId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.myPost(postId),
      queryFn: ({ signal }) => getMyPost(postId, signal),
      meta: { topics: ['content'] },
      enabled,
    }),
  )
}
