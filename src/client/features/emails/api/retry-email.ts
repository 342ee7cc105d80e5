import { useMutation, useQueryClient } from '@tanstack/react-query'
import { retryEmailResponseSchema } from '#shared/schemas/email.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { emailsKeys } from './query-keys.ts'

/** POST /api/admin/emails/:id/retry: queues a failed e-mail again. */
export function retryEmail(id: string) {
  return apiRequest(`/api/admin/emails/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: retryEmailResponseSchema,
  })
}

export function useRetryEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailsKeys.recent() }),
  })
}
