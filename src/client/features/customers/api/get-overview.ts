import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminOverviewSchema } from '#shared/schemas/customers.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { overviewKey } from '../../../lib/overview-key.ts'

/** GET /api/admin/overview: the counts of the Overview cards. */
export function getOverview(signal?: AbortSignal) {
  return apiRequest('/api/admin/overview', { schema: adminOverviewSchema, signal })
}

export const overviewQuery = queryOptions({
  queryKey: overviewKey,
  queryFn: ({ signal }) => getOverview(signal),
  // Subscriptions come with orders; the chatbot's cards with conversations.
  meta: { topics: ['messages', 'tickets', 'customers', 'conversations'] },
})

export function useOverview() {
  return useQuery(overviewQuery)
}
