import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingResponseSchema, type CreateBooking } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** POST /api/booking/bookings */
export function createBooking(body: CreateBooking) {
  return apiRequest('/api/booking/bookings', { method: 'POST', body, schema: bookingResponseSchema })
}

/** Books a call; the free times are read again whatever the answer (taken now, or taken by someone else). */
export function useCreateBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.slots() }),
  })
}
