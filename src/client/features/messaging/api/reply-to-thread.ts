import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sentMessageResponseSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import type { Audience } from '../../../lib/audience.ts'
import { messagesUrl, messagingKeys } from './query-keys.ts'

/** POST …/messages/threads/:threadId/replies: the team's reply goes to the thread's customer, the customer's to the team. */
export function replyToThread(
  audience: Audience,
  { threadId, message }: { threadId: string; message: string },
) {
  return apiRequest(`${messagesUrl[audience]}/threads/${encodeURIComponent(threadId)}/replies`, {
    method: 'POST',
    body: { message },
    schema: sentMessageResponseSchema,
  })
}

export function useReplyToThread(audience: Audience) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reply: { threadId: string; message: string }) => replyToThread(audience, reply),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.of(audience) }),
  })
}
