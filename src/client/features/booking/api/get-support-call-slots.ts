import { queryOptions, useQuery } from '@tanstack/react-query'
import { supportCallSlotsSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** GET /api/support-calls/slots: what my plan includes, and the video-call times it may book. */
export function getSupportCallSlots(signal?: AbortSignal) {
  return apiRequest('/api/support-calls/slots', { schema: supportCallSlotsSchema, signal })
}

export function useSupportCallSlots() {
  return useQuery(
    queryOptions({
      queryKey: bookingKeys.supportSlots(),
      queryFn: ({ signal }) => getSupportCallSlots(signal),
      staleTime: 30_000,
    }),
  )
}
