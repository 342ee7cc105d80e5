import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deleteMessagesResponseSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { dashboardKeys } from '../../content/api/dashboard-query-keys.ts'

/** POST /api/messages/delete: all of the given messages, or none. */
export function deleteMessages(ids: string[]) {
  return apiRequest('/api/messages/delete', {
    method: 'POST',
    body: { ids },
    schema: deleteMessagesResponseSchema,
  })
}

export function useDeleteMessages() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.messages() }),
  })
}
