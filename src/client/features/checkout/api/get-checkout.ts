import { queryOptions, useQuery } from '@tanstack/react-query'
import { checkoutSummarySchema } from '#shared/schemas/checkout.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { checkoutKeys } from './query-keys.ts'

/** GET /api/checkout/:id: what the payment and success pages may show of one checkout. */
export function getCheckout(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/checkout/${encodeURIComponent(id)}`, { schema: checkoutSummarySchema, signal })
}

export const checkoutQuery = (id: string) =>
  queryOptions({
    queryKey: checkoutKeys.detail(id),
    queryFn: ({ signal }) => getCheckout(id, signal),
  })

/** `id` null: nothing to load (the success page reached without a checkout). */
export function useCheckout(id: string | null) {
  return useQuery({ ...checkoutQuery(id ?? ''), enabled: id !== null && id !== '' })
}
