import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type NewMessageRequest, sentMessageResponseSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { dashboardKeys } from '../../content/api/dashboard-query-keys.ts'

/** POST /api/messages: a new message (its own thread) to the team. */
export function sendMessage(body: NewMessageRequest) {
  return apiRequest('/api/messages', { method: 'POST', body, schema: sentMessageResponseSchema })
}

export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.messages() }),
  })
}
