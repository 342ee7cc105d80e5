import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountResponseSchema } from '#shared/schemas/account.ts'
import { apiRequest } from './api-client.ts'

/** The signed-in customer's account: read by the dashboard, the welcome, support and subscription pages. */
export const accountKey = ['account'] as const

/** GET /api/account: the signed-in customer's plan and welcome flag. */
export function getAccount(signal?: AbortSignal) {
  return apiRequest('/api/account', { schema: accountResponseSchema, signal })
}

export const accountQuery = queryOptions({
  queryKey: accountKey,
  queryFn: ({ signal }) => getAccount(signal),
})

export function useAccount() {
  return useQuery(accountQuery)
}
