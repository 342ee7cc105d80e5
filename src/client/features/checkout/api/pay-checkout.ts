import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checkoutRedirectSchema } from '#shared/schemas/checkout.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { checkoutKeys } from './query-keys.ts'

/** POST /api/checkout/:id/pay (built-in test payments only): provisions the order. */
export function payCheckout(id: string) {
  return apiRequest(`/api/checkout/${encodeURIComponent(id)}/pay`, {
    method: 'POST',
    schema: checkoutRedirectSchema,
  })
}

export function usePayCheckout(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => payCheckout(id),
    // Its status has changed; the page it leads to reads it again rather than waiting for that here.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(id) }),
  })
}
