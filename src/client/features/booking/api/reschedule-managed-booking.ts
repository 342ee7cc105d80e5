import { useMutation, useQueryClient } from '@tanstack/react-query'
import { rescheduleResponseSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

interface Reschedule {
  token: string
  start: string
  timeZone?: string
}

/** POST /api/booking/manage/reschedule: answers with the moved booking and its new link's token. */
export function rescheduleManagedBooking(body: Reschedule) {
  return apiRequest('/api/booking/manage/reschedule', {
    method: 'POST',
    body,
    schema: rescheduleResponseSchema,
  })
}

/** The answer's booking is cached under the new token, which the page then shows. */
export function useRescheduleManagedBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rescheduleManagedBooking,
    onSuccess: ({ booking, token }) => queryClient.setQueryData(bookingKeys.managed(token), { booking }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.slots() }),
  })
}
