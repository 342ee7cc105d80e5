import { queryOptions, useQuery } from '@tanstack/react-query'
import { supportCallListSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** GET /api/support-calls: my upcoming video calls, with their links. */
export function getSupportCalls(signal?: AbortSignal) {
  return apiRequest('/api/support-calls', { schema: supportCallListSchema, signal })
}

export function useSupportCalls() {
  return useQuery(
    queryOptions({ queryKey: bookingKeys.supportCalls(), queryFn: ({ signal }) => getSupportCalls(signal) }),
  )
}
