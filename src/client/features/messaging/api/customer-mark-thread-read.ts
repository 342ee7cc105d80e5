import { useMutation, useQueryClient } from '@tanstack/react-query'
import { markReadResponseSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { dashboardKeys } from '../../content/api/dashboard-query-keys.ts'

/** POST /api/messages/threads/:threadId/read: what the customer received in the thread is read. */
export function markThreadRead(threadId: string) {
  return apiRequest(`/api/messages/threads/${encodeURIComponent(threadId)}/read`, {
    method: 'POST',
    schema: markReadResponseSchema,
  })
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: ({ updated }) => {
      if (updated > 0) void queryClient.invalidateQueries({ queryKey: dashboardKeys.messages() })
    },
  })
}
