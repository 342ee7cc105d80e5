import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deleteConversationsResponseSchema } from '#shared/schemas/chatbot-admin.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { overviewKey } from '../../../lib/overview-key.ts'
import { chatbotKeys } from './query-keys.ts'

/** One id: DELETE /api/admin/chatbot/conversations/:id; several: POST …/delete (all or none). */
export function deleteConversations(ids: string[]) {
  const [only] = ids
  if (ids.length === 1 && only) {
    return apiRequest(`/api/admin/chatbot/conversations/${encodeURIComponent(only)}`, {
      method: 'DELETE',
      schema: deleteConversationsResponseSchema,
    })
  }
  return apiRequest('/api/admin/chatbot/conversations/delete', {
    method: 'POST',
    body: { ids },
    schema: deleteConversationsResponseSchema,
  })
}

export function useDeleteConversations() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteConversations,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatbotKeys.all }),
        queryClient.invalidateQueries({ queryKey: overviewKey }),
      ]),
  })
}
