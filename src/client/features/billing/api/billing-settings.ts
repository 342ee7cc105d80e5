import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type BillingSettings, billingSettingsSchema } from '#shared/schemas/billing-settings.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { customersKeys } from '../../../lib/customers.ts'
import { billingKeys } from './billing-keys.ts'

const SETTINGS_PATH = '/api/admin/billing/settings'

/** GET /api/admin/billing/settings: the grace period before a past-due customer's publishing pauses. */
export const billingSettingsQuery = queryOptions({
  queryKey: billingKeys.settings(),
  queryFn: ({ signal }) => apiRequest(SETTINGS_PATH, { schema: billingSettingsSchema, signal }),
})

export function useBillingSettings() {
  return useQuery(billingSettingsQuery)
}

/** PUT /api/admin/billing/settings */
export function useSaveBillingSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: BillingSettings) =>
      apiRequest(SETTINGS_PATH, { method: 'PUT', body: settings, schema: billingSettingsSchema }),
    // The customers' cards show the pause dates the grace period gives.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.settings() }),
        queryClient.invalidateQueries({ queryKey: customersKeys.all }),
      ]),
  })
}
