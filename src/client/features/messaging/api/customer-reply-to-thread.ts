import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sentMessageResponseSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { dashboardKeys } from '../../content/api/dashboard-query-keys.ts'

/** POST /api/messages/threads/:threadId/replies. */
export function replyToThread({ threadId, message }: { threadId: string; message: string }) {
  return apiRequest(`/api/messages/threads/${encodeURIComponent(threadId)}/replies`, {
    method: 'POST',
    body: { message },
    schema: sentMessageResponseSchema,
  })
}

export function useReplyToThread() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replyToThread,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.messages() }),
  })
}
