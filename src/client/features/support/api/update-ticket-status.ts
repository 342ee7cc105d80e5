import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type TicketStatus, ticketUpdateResponseSchema } from '#shared/schemas/support.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { overviewKey } from '../../../lib/overview-key.ts'
import { supportKeys } from './query-keys.ts'

/** PATCH /api/admin/support/tickets/:id/status (any status to any other). */
export function updateTicketStatus({ id, status }: { id: string; status: TicketStatus }) {
  return apiRequest(`/api/admin/support/tickets/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
    schema: ticketUpdateResponseSchema,
  })
}

export function useUpdateTicketStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTicketStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.of('team') })
      void queryClient.invalidateQueries({ queryKey: overviewKey })
    },
  })
}
