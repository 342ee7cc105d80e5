import { useMutation } from '@tanstack/react-query'
import { emailStatusResponseSchema } from '#shared/schemas/email.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/admin/email-test/:id: the delivery status of one message, as it is now. */
export function getEmailStatus(id: string) {
  return apiRequest(`/api/admin/email-test/${encodeURIComponent(id)}`, { schema: emailStatusResponseSchema })
}

/** Checked on demand (the Check Status button), each time afresh, so it is not cached as a query. */
export function useCheckEmailStatus() {
  return useMutation({ mutationFn: getEmailStatus })
}
