import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deleteMessagesResponseSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import type { Audience } from '../../../lib/audience.ts'
import { messagesUrl, messagingKeys } from './query-keys.ts'

/** POST /api/admin/messages/delete or /api/messages/delete: all of the given messages, or none. */
export function deleteMessages(audience: Audience, ids: string[]) {
  return apiRequest(`${messagesUrl[audience]}/delete`, {
    method: 'POST',
    body: { ids },
    schema: deleteMessagesResponseSchema,
  })
}

export function useDeleteMessages(audience: Audience) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) => deleteMessages(audience, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.of(audience) }),
  })
}
