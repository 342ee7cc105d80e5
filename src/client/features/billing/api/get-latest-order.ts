import { queryOptions, useQuery } from '@tanstack/react-query'
import { latestOrderResponseSchema } from '#shared/schemas/orders.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { dashboardKeys } from '../../content/api/dashboard-query-keys.ts'

/** GET /api/orders/latest: the signed-in customer's newest order, or null. */
export function getLatestOrder(signal?: AbortSignal) {
  return apiRequest('/api/orders/latest', { schema: latestOrderResponseSchema, signal })
}

export const latestOrderQuery = queryOptions({
  queryKey: dashboardKeys.latestOrder(),
  queryFn: ({ signal }) => getLatestOrder(signal),
  meta: { topics: ['orders'] },
})

export function useLatestOrder() {
  return useQuery(latestOrderQuery)
}
