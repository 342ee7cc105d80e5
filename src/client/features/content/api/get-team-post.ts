import { queryOptions, useQuery } from '@tanstack/react-query'
import { postDetailSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/admin/content/posts/:postId: the post with its versions and comments. */
export function getTeamPost(postId: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/content/posts/${encodeURIComponent(postId)}`, {
    schema: postDetailSchema,
    signal,
  })
}

export function useTeamPost(postId: string) {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.teamPost(postId),
      queryFn: ({ signal }) => getTeamPost(postId, signal),
      meta: { topics: ['content'] },
    }),
  )
}
