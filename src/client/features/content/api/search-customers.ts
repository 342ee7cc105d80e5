import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { customerListSchema } from '#shared/schemas/customers.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/admin/customers?search=: the first page of matching customers, to pick whose posts to plan. */
export function searchCustomers(search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: '1' })
  if (search) query.set('search', search)
  return apiRequest(`/api/admin/customers?${query}`, { schema: customerListSchema, signal })
}

export function useCustomerSearch(search: string) {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.customerSearch(search),
      queryFn: ({ signal }) => searchCustomers(search, signal),
      placeholderData: keepPreviousData,
    }),
  )
}
