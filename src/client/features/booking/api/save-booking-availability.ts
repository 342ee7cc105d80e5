import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Availability, saveAvailabilityResponseSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** PUT /api/admin/bookings/availability */
export function saveBookingAvailability(availability: Availability) {
  return apiRequest('/api/admin/bookings/availability', {
    method: 'PUT',
    body: availability,
    schema: saveAvailabilityResponseSchema,
  })
}

export function useSaveBookingAvailability() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBookingAvailability,
    onSuccess: ({ notice: _notice, ...saved }) => queryClient.setQueryData(bookingKeys.availability(), saved),
  })
}
