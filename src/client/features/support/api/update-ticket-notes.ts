import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ticketUpdateResponseSchema } from '#shared/schemas/support.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { supportKeys } from './query-keys.ts'

/** PATCH /api/admin/support/tickets/:id/notes (empty notes clear them). */
export function updateTicketNotes({ id, notes }: { id: string; notes: string }) {
  return apiRequest(`/api/admin/support/tickets/${encodeURIComponent(id)}/notes`, {
    method: 'PATCH',
    body: { notes },
    schema: ticketUpdateResponseSchema,
  })
}

export function useUpdateTicketNotes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTicketNotes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.of('team') }),
  })
}
