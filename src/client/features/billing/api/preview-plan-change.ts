import { useQuery } from '@tanstack/react-query'
import { type PlanChangeRequest, planChangePreviewSchema } from '#shared/schemas/billing.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { billingKeys } from './billing-keys.ts'

/** POST /api/billing/change-preview: what a change costs now and the next payment, before confirming. */
export function previewPlanChange(change: PlanChangeRequest, signal?: AbortSignal) {
  return apiRequest('/api/billing/change-preview', {
    method: 'POST',
    body: change,
    schema: planChangePreviewSchema,
    signal,
  })
}

/** The preview of the change chosen in the dialog; idle until a change is chosen. */
export function usePlanChangePreview(change: PlanChangeRequest | null) {
  return useQuery({
    queryKey: billingKeys.changePreview(change),
    queryFn: ({ signal }) => previewPlanChange(change ?? {}, signal),
    enabled: change !== null,
    // A proration is counted to the second: each opening of the dialog asks again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}
