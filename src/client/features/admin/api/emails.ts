import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { OutboxMessage } from '../../../../shared/schemas/email.ts'
import { apiRequest } from '../../../lib/api-client.ts'

export const recentEmailsQuery = queryOptions({
  queryKey: ['admin', 'emails'],
  queryFn: ({ signal }) => apiRequest<{ messages: OutboxMessage[] }>('/api/admin/emails', { signal }),
  meta: { topics: ['emails'] },
})

export function useRetryEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: OutboxMessage }>(`/api/admin/emails/${id}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentEmailsQuery.queryKey }),
  })
}
