import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type CreateSupportCall, supportCallResponseSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** POST /api/support-calls */
export function bookSupportCall(body: CreateSupportCall) {
  return apiRequest('/api/support-calls', { method: 'POST', body, schema: supportCallResponseSchema })
}

/** Books a video call; the free times and my calls are read again whatever the answer. */
export function useBookSupportCall() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bookSupportCall,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.supportSlots() }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.supportCalls() }),
      ]),
  })
}
