import { queryOptions, useQuery } from '@tanstack/react-query'
import { latestOrderResponseSchema } from '#shared/schemas/orders.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { billingKeys } from './query-keys.ts'

/** GET /api/orders/latest: the signed-in customer's newest order, or null. */
export function getLatestOrder(signal?: AbortSignal) {
  return apiRequest('/api/orders/latest', { schema: latestOrderResponseSchema, signal })
}

export const latestOrderQuery = queryOptions({
  queryKey: billingKeys.latestOrder(),
  queryFn: ({ signal }) => getLatestOrder(signal),
  meta: { topics: ['orders'] },
})

export function useLatestOrder() {
  return useQuery(latestOrderQuery)
}
