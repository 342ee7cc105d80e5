import { queryOptions, useQuery } from '@tanstack/react-query'
import { briefSchema } from '#shared/schemas/brief.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { briefKeys } from './query-keys.ts'

/** GET /api/admin/customers/:userId/brief: the team's read of a customer's brief. */
export function getCustomerBrief(userId: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/customers/${encodeURIComponent(userId)}/brief`, {
    schema: briefSchema,
    signal,
  })
}

export const customerBriefQuery = (userId: string) =>
  queryOptions({
    queryKey: briefKeys.customer(userId),
    queryFn: ({ signal }) => getCustomerBrief(userId, signal),
  })

export function useCustomerBrief(userId: string) {
  return useQuery(customerBriefQuery(userId))
}
