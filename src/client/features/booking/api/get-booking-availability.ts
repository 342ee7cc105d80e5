import { queryOptions, useQuery } from '@tanstack/react-query'
import { availabilityResponseSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** GET /api/admin/bookings/availability: when visitors can book, and the bank holidays left out. */
export function getBookingAvailability(signal?: AbortSignal) {
  return apiRequest('/api/admin/bookings/availability', { schema: availabilityResponseSchema, signal })
}

export const bookingAvailabilityQuery = queryOptions({
  queryKey: bookingKeys.availability(),
  queryFn: ({ signal }) => getBookingAvailability(signal),
})

export function useBookingAvailability() {
  return useQuery(bookingAvailabilityQuery)
}
