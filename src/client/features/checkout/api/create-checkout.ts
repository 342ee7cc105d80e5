import { useMutation } from '@tanstack/react-query'
import { type CreateCheckoutRequest, createCheckoutResponseSchema } from '#shared/schemas/checkout.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/checkout: the server prices the order again and answers with the payment page's address. */
export function createCheckout(body: CreateCheckoutRequest) {
  return apiRequest('/api/checkout', { method: 'POST', body, schema: createCheckoutResponseSchema })
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout })
}
