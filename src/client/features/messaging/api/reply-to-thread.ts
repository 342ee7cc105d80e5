import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sentMessageResponseSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { adminKeys } from '../../chatbot/api/admin-query-keys.ts'

/** POST /api/admin/messages/threads/:threadId/replies: the reply goes to the thread's customer. */
export function replyToThread({ threadId, message }: { threadId: string; message: string }) {
  return apiRequest(`/api/admin/messages/threads/${encodeURIComponent(threadId)}/replies`, {
    method: 'POST',
    body: { message },
    schema: sentMessageResponseSchema,
  })
}

export function useReplyToThread() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replyToThread,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  })
}
