import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { customerTicketListSchema, type TicketList, ticketListSchema } from '#shared/schemas/support.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import type { Audience } from '../../../lib/audience.ts'
import { supportKeys, type TicketFilter } from './query-keys.ts'

type Tickets = { team: TicketList; customer: z.output<typeof customerTicketListSchema> }
const schemas: { [A in Audience]: z.ZodType<Tickets[A]> } = {
  team: ticketListSchema,
  customer: customerTicketListSchema,
}

/**
 * GET /api/admin/support/tickets?status=&page= (every ticket, with the count of each status) or
 * /api/support/tickets?page=N (the customer's own requests and their status): newest first.
 */
export function getTickets<A extends Audience>(audience: A, filter: TicketFilter[A], signal?: AbortSignal) {
  const url =
    'status' in filter
      ? `/api/admin/support/tickets?${new URLSearchParams({ status: filter.status, page: String(filter.page) })}`
      : `/api/support/tickets?page=${filter.page}`
  return apiRequest(url, { schema: schemas[audience], signal })
}

export function ticketsQuery<A extends Audience>(audience: A, filter: TicketFilter[A]) {
  return queryOptions({
    queryKey: supportKeys.ticketPage(audience, filter),
    queryFn: ({ signal }) => getTickets(audience, filter, signal),
    placeholderData: keepPreviousData,
    // A changed status shows as it happens (server-sent events).
    meta: { topics: ['tickets'] },
  })
}

export function useTickets<A extends Audience>(audience: A, filter: TicketFilter[A]) {
  return useQuery(ticketsQuery(audience, filter))
}
