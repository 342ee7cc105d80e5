import { useMutation } from '@tanstack/react-query'
import { twoFactorResetResponseSchema } from '#shared/schemas/two-factor-reset.ts'
import { apiRequest } from './api-client.ts'

/**
 * POST /api/admin/users/:id/two-factor/turn-off (the Customers page and Admin Settings' Team): the
 * account signs in with its password alone and its owner is e-mailed.
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
