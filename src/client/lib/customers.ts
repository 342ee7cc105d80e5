import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type CustomerFilter, customerListSchema } from '#shared/schemas/customers.ts'
import { apiRequest } from './api-client.ts'

/**
 * The team's customers list: read by the Customers page and the New Message recipient picker, and
 * refreshed when a customer's links are saved, so it lives here rather than in one feature.
 */
export const customersKeys = {
  all: ['customers'] as const,
  page: (search: string, page: number, filter: CustomerFilter = 'all') =>
    [...customersKeys.all, { search, page, filter }] as const,
}

/** GET /api/admin/customers?search=&filter=&page=: 50 customers a page, newest first. */
export function getCustomers(
  search: string,
  page: number,
  signal?: AbortSignal,
  filter: CustomerFilter = 'all',
) {
  const query = new URLSearchParams({ page: String(page) })
  if (search) query.set('search', search)
  if (filter !== 'all') query.set('filter', filter)
  return apiRequest(`/api/admin/customers?${query}`, { schema: customerListSchema, signal })
}

export function customersQuery(search: string, page: number, filter: CustomerFilter = 'all') {
  return queryOptions({
    queryKey: customersKeys.page(search, page, filter),
    queryFn: ({ signal }) => getCustomers(search, page, signal, filter),
    // New orders change the latest order and subscription lines.
    meta: { topics: ['customers'] },
    // The current page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  })
}

export function useCustomers(search: string, page: number, filter: CustomerFilter = 'all') {
  return useQuery(customersQuery(search, page, filter))
}

/** GET /api/admin/customers/export?search=: a CSV download of every matching customer (not JSON). */
export function customersExportUrl(search: string): string {
  return search
    ? `/api/admin/customers/export?${new URLSearchParams({ search })}`
    : '/api/admin/customers/export'
}
