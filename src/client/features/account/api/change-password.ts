import { useMutation } from '@tanstack/react-query'
import { authUserResponseSchema } from '#shared/schemas/auth.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/auth/change-password: the other sessions of the account end. */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return apiRequest('/api/auth/change-password', {
    method: 'POST',
    body: { ...input, revokeOtherSessions: true },
    schema: authUserResponseSchema,
  })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
