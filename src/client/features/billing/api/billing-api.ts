import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  adminBillingSchema,
  billingStateSchema,
  billingSubscriptionSchema,
  paymentListSchema,
  updateCardResponseSchema,
} from '#shared/schemas/billing.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { billingKeys } from './billing-keys.ts'

/** GET /api/billing/subscription: the caller's plan, next payment and scheduled end. */
export const billingStateQuery = queryOptions({
  queryKey: billingKeys.subscription(),
  queryFn: ({ signal }) => apiRequest('/api/billing/subscription', { schema: billingStateSchema, signal }),
  meta: { topics: ['orders'] },
})

export function useBillingState() {
  return useQuery(billingStateQuery)
}

/** GET /api/billing/payments */
export function usePayments() {
  return useQuery({
    queryKey: billingKeys.payments(),
    queryFn: ({ signal }) => apiRequest('/api/billing/payments', { schema: paymentListSchema, signal }),
    meta: { topics: ['orders'] },
  })
}

/** POST /api/billing/keep: 'Keep my plan'. */
export function useKeepPlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest('/api/billing/keep', { method: 'POST', schema: billingSubscriptionSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  })
}

/** POST /api/billing/update-card: where to go next. */
export function useUpdateCard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/billing/update-card', { method: 'POST', schema: updateCardResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  })
}

/** The team's view of a customer's billing. */
export function useCustomerBilling(userId: string) {
  return useQuery({
    queryKey: billingKeys.customer(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/billing/customers/${encodeURIComponent(userId)}`, {
        schema: adminBillingSchema,
        signal,
      }),
    meta: { topics: ['customers'] },
  })
}

const anyResponse = z.record(z.string(), z.unknown())

/** The team's actions: 'charge-renewal', 'fail-next-renewal', 'refund-first-order'. */
export function useCustomerBillingAction(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: 'charge-renewal' | 'fail-next-renewal' | 'refund-first-order') =>
      apiRequest(`/api/admin/billing/customers/${encodeURIComponent(userId)}/${action}`, {
        method: 'POST',
        schema: anyResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.customer(userId) }),
  })
}
