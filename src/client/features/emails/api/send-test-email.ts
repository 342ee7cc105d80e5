import { useMutation } from '@tanstack/react-query'
import { type EmailTestRequest, emailTestResponseSchema } from '#shared/schemas/email.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/admin/email-test: queues a test e-mail; `data.id` is its message id. */
export function sendTestEmail(body: EmailTestRequest) {
  return apiRequest('/api/admin/email-test', { method: 'POST', body, schema: emailTestResponseSchema })
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail })
}
