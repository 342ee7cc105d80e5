import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type CreateTicketRequest, createTicketResponseSchema } from '#shared/schemas/support.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { supportKeys } from './query-keys.ts'

/** POST /api/support/tickets: the support form, a cancellation or a plan change. */
export function createTicket(body: CreateTicketRequest) {
  return apiRequest('/api/support/tickets', { method: 'POST', body, schema: createTicketResponseSchema })
}

export function useCreateTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.of('customer') }),
  })
}
