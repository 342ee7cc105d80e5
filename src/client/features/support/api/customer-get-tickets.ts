import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { customerTicketListSchema } from '#shared/schemas/support.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { dashboardKeys } from '../../content/api/dashboard-query-keys.ts'

/** GET /api/support/tickets?page=N: the customer's own requests and their status, newest first. */
export function getTickets(page: number, signal?: AbortSignal) {
  return apiRequest(`/api/support/tickets?page=${page}`, { schema: customerTicketListSchema, signal })
}

export const ticketPageQuery = (page: number) =>
  queryOptions({
    queryKey: dashboardKeys.ticketPage(page),
    queryFn: ({ signal }) => getTickets(page, signal),
    placeholderData: keepPreviousData,
    // The team changing a status shows here as it happens (server-sent events).
    meta: { topics: ['tickets'] },
  })

export function useTickets(page: number) {
  return useQuery(ticketPageQuery(page))
}
