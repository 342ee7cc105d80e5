import { queryOptions, useQuery } from '@tanstack/react-query'
import { contentCustomerSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/admin/content/customers/:customerId: the customer whose calendar a link opens. */
export function getContentCustomer(customerId: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/content/customers/${encodeURIComponent(customerId)}`, {
    schema: contentCustomerSchema,
    signal,
  })
}

export function useContentCustomer(customerId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.teamCustomer(customerId ?? ''),
      queryFn: ({ signal }) => getContentCustomer(customerId ?? '', signal),
      enabled: customerId !== null,
      retry: false,
    }),
  )
}
