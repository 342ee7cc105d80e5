import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountResponseSchema } from '#shared/schemas/account.ts'
import { apiRequest } from './api-client.ts'
import { dashboardKeys } from '../features/content/api/dashboard-query-keys.ts'

/** GET /api/account: the signed-in customer's plan and welcome flag. */
export function getAccount(signal?: AbortSignal) {
  return apiRequest('/api/account', { schema: accountResponseSchema, signal })
}

export const accountQuery = queryOptions({
  queryKey: dashboardKeys.account(),
  queryFn: ({ signal }) => getAccount(signal),
})

export function useAccount() {
  return useQuery(accountQuery)
}
