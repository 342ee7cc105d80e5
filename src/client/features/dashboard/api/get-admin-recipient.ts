import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRecipientSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { dashboardKeys } from './query-keys.ts'

/** GET /api/messages/admin-recipient: the team account messages go to (404 when there is none). */
export function getAdminRecipient(signal?: AbortSignal) {
  return apiRequest('/api/messages/admin-recipient', { schema: adminRecipientSchema, signal })
}

export const adminRecipientQuery = queryOptions({
  queryKey: dashboardKeys.adminRecipient(),
  queryFn: ({ signal }) => getAdminRecipient(signal),
  retry: false,
})

export function useAdminRecipient(enabled: boolean) {
  return useQuery({ ...adminRecipientQuery, enabled })
}
