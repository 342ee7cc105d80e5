import { useMutation } from '@tanstack/react-query'
import { twoFactorResetResponseSchema } from '#shared/schemas/two-factor-reset.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/**
 * POST /api/admin/users/:id/two-factor/turn-off: the customer signs in with their password alone and
 * is e-mailed. The list refreshes when the database announces the change to the account.
 */
export function turnOffTwoFactor(userId: string) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/two-factor/turn-off`, {
    method: 'POST',
    schema: twoFactorResetResponseSchema,
  })
}

export function useTurnOffTwoFactor() {
  return useMutation({ mutationFn: turnOffTwoFactor })
}
