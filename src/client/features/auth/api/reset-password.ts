import { useMutation } from '@tanstack/react-query'
import { authStatusResponseSchema } from '#shared/schemas/auth.ts'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'

/** POST /api/auth/reset-password with the token of a recovery or invite link. */
export function resetPassword(input: { token: string; newPassword: string }) {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    schema: authStatusResponseSchema,
  })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}

/** The reset token was unknown, used or out of date: the page shows the link-expired view. */
export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /invalid token|expired/i.test(error.message)
}
