import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type AdminNewMessageRequest, adminSendResponseSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { adminKeys } from '../../chatbot/api/admin-query-keys.ts'

/** POST /api/admin/messages: to one customer, or with sendToAll to every customer. */
export function sendMessage(body: AdminNewMessageRequest) {
  return apiRequest('/api/admin/messages', { method: 'POST', body, schema: adminSendResponseSchema })
}

export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  })
}
