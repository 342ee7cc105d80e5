import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { customerListSchema } from '#shared/schemas/admin-customers.ts'
import { apiRequest } from './api-client.ts'
import { adminKeys } from '../features/chatbot/api/admin-query-keys.ts'

/** GET /api/admin/customers?search=&page=: 50 customers a page, newest first. */
export function getCustomers(search: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) })
  if (search) query.set('search', search)
  return apiRequest(`/api/admin/customers?${query}`, { schema: customerListSchema, signal })
}

export function customersQuery(search: string, page: number) {
  return queryOptions({
    queryKey: adminKeys.customerPage(search, page),
    queryFn: ({ signal }) => getCustomers(search, page, signal),
    // New orders change the latest order and subscription lines.
    meta: { topics: ['customers'] },
    // The current page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  })
}

export function useCustomers(search: string, page: number) {
  return useQuery(customersQuery(search, page))
}

/** GET /api/admin/customers/export?search=: a CSV download of every matching customer (not JSON). */
export function customersExportUrl(search: string): string {
  return search
    ? `/api/admin/customers/export?${new URLSearchParams({ search })}`
    : '/api/admin/customers/export'
}
