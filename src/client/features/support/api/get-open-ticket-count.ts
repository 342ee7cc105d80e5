import { queryOptions, useQuery } from '@tanstack/react-query'
import { openTicketCountSchema } from '#shared/schemas/support.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { supportKeys } from './query-keys.ts'

/** GET /api/admin/support/open-count: open tickets, for the sidebar badge. */
export function getOpenTicketCount(signal?: AbortSignal) {
  return apiRequest('/api/admin/support/open-count', { schema: openTicketCountSchema, signal })
}

export const openTicketCountQuery = queryOptions({
  queryKey: supportKeys.openTicketCount(),
  queryFn: ({ signal }) => getOpenTicketCount(signal),
  meta: { topics: ['tickets'] },
})

export function useOpenTicketCount() {
  return useQuery(openTicketCountQuery)
}
