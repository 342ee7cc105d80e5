import { queryOptions, useQuery } from '@tanstack/react-query'
import { slotsResponseSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** GET /api/booking/slots: the free demo-call times of the next days that have any. */
export function getBookingSlots(signal?: AbortSignal) {
  return apiRequest('/api/booking/slots', { schema: slotsResponseSchema, signal })
}

export const bookingSlotsQuery = queryOptions({
  queryKey: bookingKeys.slots(),
  queryFn: ({ signal }) => getBookingSlots(signal),
  // Times go as others book them: a visitor coming back to the page sees them afresh.
  staleTime: 30_000,
})

export function useBookingSlots() {
  return useQuery(bookingSlotsQuery)
}
