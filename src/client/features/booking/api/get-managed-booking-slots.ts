import { queryOptions, useQuery } from '@tanstack/react-query'
import { slotsResponseSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** GET /api/booking/manage/slots?token=…: the free times the linked call may move to (its own kind's hours). */
export function getManagedBookingSlots(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/booking/manage/slots?token=${encodeURIComponent(token)}`, {
    schema: slotsResponseSchema,
    signal,
  })
}

export function useManagedBookingSlots(token: string) {
  return useQuery(
    queryOptions({
      queryKey: bookingKeys.managedSlots(token),
      queryFn: ({ signal }) => getManagedBookingSlots(token, signal),
      staleTime: 30_000,
    }),
  )
}
