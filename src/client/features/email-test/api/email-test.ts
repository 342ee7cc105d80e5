import { queryOptions, useMutation } from '@tanstack/react-query'
import type { EmailStatusResponse, EmailTestRequest } from '../../../../shared/schemas/email.ts'
import { apiRequest } from '../../../lib/api-client.ts'

export interface SenderChoice {
  value: EmailTestRequest['sender']
  label: string
  address: string
}

export const sendersQuery = queryOptions({
  queryKey: ['admin', 'email-test', 'senders'],
  queryFn: ({ signal }) =>
    apiRequest<{ senders: SenderChoice[] }>('/api/admin/email-test/senders', { signal }),
})

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (body: EmailTestRequest) =>
      apiRequest<{ data?: { id?: string } }>('/api/admin/email-test', { method: 'POST', body }),
  })
}

export function useEmailStatus() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<EmailStatusResponse>(`/api/admin/email-test/${encodeURIComponent(id)}`),
  })
}
