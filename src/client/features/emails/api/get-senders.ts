import { queryOptions, useQuery } from '@tanstack/react-query'
import { emailSendersResponseSchema } from '#shared/schemas/email.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { emailsKeys } from './query-keys.ts'

/** GET /api/admin/email-test/senders: the sender choices, with the addresses they send from. */
export function getSenders(signal?: AbortSignal) {
  return apiRequest('/api/admin/email-test/senders', { schema: emailSendersResponseSchema, signal })
}

export const sendersQuery = queryOptions({
  queryKey: emailsKeys.senders(),
  queryFn: ({ signal }) => getSenders(signal),
})

export function useSenders() {
  return useQuery(sendersQuery)
}
