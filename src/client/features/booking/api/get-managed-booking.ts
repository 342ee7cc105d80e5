import { queryOptions, useQuery } from '@tanstack/react-query'
import { manageBookingResponseSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** GET /api/booking/manage?token=…: the booking a signed link names. */
export function getManagedBooking(token: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ token })
  return apiRequest(`/api/booking/manage?${query}`, { schema: manageBookingResponseSchema, signal })
}

export const managedBookingQuery = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.managed(token),
    queryFn: ({ signal }) => getManagedBooking(token, signal),
  })

export function useManagedBooking(token: string) {
  return useQuery({ ...managedBookingQuery(token), enabled: token !== '' })
}
