import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { reviewActionResponseSchema, reviewBatchViewSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import type { PostAnswer } from './answer-post.ts'
import { contentKeys } from './query-keys.ts'

const base = (token: string) => `/api/review/${encodeURIComponent(token)}`

/** GET /api/review/:token: the posts a review e-mail's link covers (no sign-in). */
export function getReview(token: string, signal?: AbortSignal) {
  return apiRequest(base(token), { schema: reviewBatchViewSchema, signal })
}

export function useReview(token: string) {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.review(token),
      queryFn: ({ signal }) => getReview(token, signal),
      // A refused link (expired, tampered) stays refused: asking again only delays the message.
      retry: false,
    }),
  )
}

/** The same two answers as in the dashboard, sent through the link instead of a session. */
export type ReviewAnswer = PostAnswer

/** POST /api/review/:token/posts/:postId/approve or /request-changes. */
export function answerThroughLink({ token, answer }: { token: string; answer: ReviewAnswer }) {
  return apiRequest(`${base(token)}/posts/${encodeURIComponent(answer.postId)}/${answer.kind}`, {
    method: 'POST',
    ...(answer.kind === 'request-changes' ? { body: { comment: answer.comment } } : {}),
    schema: reviewActionResponseSchema,
  })
}

export function useAnswerThroughLink(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answer: ReviewAnswer) => answerThroughLink({ token, answer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.review(token) }),
  })
}
