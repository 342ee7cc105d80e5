import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postResponseSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

export type PostAnswer = { postId: string } & (
  | { kind: 'approve' }
  | { kind: 'request-changes'; comment: string }
)

/** POST /api/content/posts/:postId/approve, or /request-changes with the comment (required). */
export function answerPost(answer: PostAnswer) {
  const path = `/api/content/posts/${encodeURIComponent(answer.postId)}/${answer.kind}`
  return apiRequest(path, {
    method: 'POST',
    ...(answer.kind === 'request-changes' ? { body: { comment: answer.comment } } : {}),
    schema: postResponseSchema,
  })
}

export function useAnswerPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.mine() }),
  })
}
