import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminCancelResponseSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** POST /api/admin/bookings/:id/cancel: the visitor is e-mailed. */
export function cancelBooking(id: string) {
  return apiRequest(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: adminCancelResponseSchema,
  })
}

export function useCancelBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.team() }),
  })
}
