import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendBatchResponseSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** POST /api/admin/content/customers/:customerId/review-batches: the posts go to review in one e-mail. */
export function sendForReview({ customerId, postIds }: { customerId: string; postIds: string[] }) {
  return apiRequest(`/api/admin/content/customers/${encodeURIComponent(customerId)}/review-batches`, {
    method: 'POST',
    body: { postIds },
    schema: sendBatchResponseSchema,
  })
}

export function useSendForReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendForReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.team() }),
  })
}
