import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingResponseSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** POST /api/booking/manage/cancel */
export function cancelManagedBooking(token: string) {
  return apiRequest('/api/booking/manage/cancel', {
    method: 'POST',
    body: { token },
    schema: bookingResponseSchema,
  })
}

export function useCancelManagedBooking(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => cancelManagedBooking(token),
    onSuccess: ({ booking }) => queryClient.setQueryData(bookingKeys.managed(token), { booking }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.slots() }),
  })
}
