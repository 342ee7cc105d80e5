import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checkoutRedirectSchema } from '#shared/schemas/checkout.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { checkoutKeys } from './query-keys.ts'

/** POST /api/checkout/:id/cancel (built-in test payments only). */
export function cancelCheckout(id: string) {
  return apiRequest(`/api/checkout/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: checkoutRedirectSchema,
  })
}

export function useCancelCheckout(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => cancelCheckout(id),
    // Its status has changed; the page it leads to reads it again rather than waiting for that here.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(id) }),
  })
}
