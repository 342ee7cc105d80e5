import { useMutation, useQueryClient } from '@tanstack/react-query'
import { markReadResponseSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import type { Audience } from '../../../lib/audience.ts'
import { overviewKey } from '../../../lib/overview-key.ts'
import { messagesUrl, messagingKeys } from './query-keys.ts'

/** POST …/messages/threads/:threadId/read: what the caller (this administrator, or the customer) received there is read. */
export function markThreadRead(audience: Audience, threadId: string) {
  return apiRequest(`${messagesUrl[audience]}/threads/${encodeURIComponent(threadId)}/read`, {
    method: 'POST',
    schema: markReadResponseSchema,
  })
}

export function useMarkThreadRead(audience: Audience) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (threadId: string) => markThreadRead(audience, threadId),
    onSuccess: ({ updated }) => {
      if (updated === 0) return
      void queryClient.invalidateQueries({ queryKey: messagingKeys.of(audience) })
      // The team's overview counts unread messages.
      if (audience === 'team') void queryClient.invalidateQueries({ queryKey: overviewKey })
    },
  })
}
