import { queryOptions, useQuery } from '@tanstack/react-query'
import { availabilityResponseSchema, type BookingKind } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** The team's hours of each kind of call: visitors' demo calls, customers' support video calls. */
export const AVAILABILITY_PATHS: Record<BookingKind, string> = {
  demo: '/api/admin/bookings/availability',
  support: '/api/admin/bookings/support-availability',
}

/** GET /api/admin/bookings/(support-)availability: when calls can be booked, and the bank holidays left out. */
export function getBookingAvailability(kind: BookingKind, signal?: AbortSignal) {
  return apiRequest(AVAILABILITY_PATHS[kind], { schema: availabilityResponseSchema, signal })
}

export const bookingAvailabilityQuery = (kind: BookingKind) =>
  queryOptions({
    queryKey: bookingKeys.availability(kind),
    queryFn: ({ signal }) => getBookingAvailability(kind, signal),
  })

export function useBookingAvailability(kind: BookingKind) {
  return useQuery(bookingAvailabilityQuery(kind))
}
