import { useMutation } from '@tanstack/react-query'
import { authStatusResponseSchema } from '#shared/schemas/auth.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/auth/request-password-reset: the e-mailed link leads to `redirectTo`. */
export function requestPasswordReset(input: { email: string; redirectTo: string }) {
  return apiRequest('/api/auth/request-password-reset', {
    method: 'POST',
    body: input,
    schema: authStatusResponseSchema,
  })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
