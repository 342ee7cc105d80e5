import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type Availability,
  type BookingKind,
  saveAvailabilityResponseSchema,
} from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { AVAILABILITY_PATHS } from './get-booking-availability.ts'
import { bookingKeys } from './query-keys.ts'

/** PUT /api/admin/bookings/(support-)availability */
export function saveBookingAvailability(kind: BookingKind, availability: Availability) {
  return apiRequest(AVAILABILITY_PATHS[kind], {
    method: 'PUT',
    body: availability,
    schema: saveAvailabilityResponseSchema,
  })
}

export function useSaveBookingAvailability(kind: BookingKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (availability: Availability) => saveBookingAvailability(kind, availability),
    onSuccess: ({ notice: _notice, ...saved }) =>
      queryClient.setQueryData(bookingKeys.availability(kind), saved),
  })
}
