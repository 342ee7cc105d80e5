import { useMutation, useQueryClient } from '@tanstack/react-query'
import { markReadResponseSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { adminKeys } from '../../chatbot/api/admin-query-keys.ts'

/** POST /api/admin/messages/threads/:threadId/read: what this administrator received there is read. */
export function markThreadRead(threadId: string) {
  return apiRequest(`/api/admin/messages/threads/${encodeURIComponent(threadId)}/read`, {
    method: 'POST',
    schema: markReadResponseSchema,
  })
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: ({ updated }) => {
      if (updated > 0) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.messages() })
        void queryClient.invalidateQueries({ queryKey: adminKeys.overview() })
      }
    },
  })
}
