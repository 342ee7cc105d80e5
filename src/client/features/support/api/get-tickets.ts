import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type TicketStatus, ticketListSchema } from '#shared/schemas/support.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { adminKeys } from '../../chatbot/api/admin-query-keys.ts'

/** GET /api/admin/support/tickets?status=&page=: newest first, with the count of each status. */
export function getTickets(status: TicketStatus | 'all', page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ status, page: String(page) })
  return apiRequest(`/api/admin/support/tickets?${query}`, { schema: ticketListSchema, signal })
}

export function ticketsQuery(status: TicketStatus | 'all', page: number) {
  return queryOptions({
    queryKey: adminKeys.ticketPage(status, page),
    queryFn: ({ signal }) => getTickets(status, page, signal),
    meta: { topics: ['tickets'] },
    placeholderData: keepPreviousData,
  })
}

export function useTickets(status: TicketStatus | 'all', page: number) {
  return useQuery(ticketsQuery(status, page))
}
