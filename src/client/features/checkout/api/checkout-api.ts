import { queryOptions } from '@tanstack/react-query'
import type {
  CheckoutRedirect,
  CheckoutSummary,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
} from '../../../../shared/schemas/checkout.ts'
import { apiRequest } from '../../../lib/api-client.ts'

export function createCheckout(body: CreateCheckoutRequest): Promise<CreateCheckoutResponse> {
  return apiRequest<CreateCheckoutResponse>('/api/checkout', { method: 'POST', body })
}

export const checkoutQuery = (id: string) =>
  queryOptions({
    queryKey: ['checkout', id],
    queryFn: ({ signal }) =>
      apiRequest<CheckoutSummary>(`/api/checkout/${encodeURIComponent(id)}`, { signal }),
  })

export function payCheckout(id: string): Promise<CheckoutRedirect> {
  return apiRequest<CheckoutRedirect>(`/api/checkout/${encodeURIComponent(id)}/pay`, { method: 'POST' })
}

export function cancelCheckout(id: string): Promise<CheckoutRedirect> {
  return apiRequest<CheckoutRedirect>(`/api/checkout/${encodeURIComponent(id)}/cancel`, { method: 'POST' })
}
