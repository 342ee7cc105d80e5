import { useMutation } from '@tanstack/react-query'
import { twoFactorSetupResponseSchema } from '#shared/schemas/auth.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/auth/two-factor/enable: starts the set-up; two-factor is on only after a code confirms it. */
export function startTwoFactor(password: string) {
  return apiRequest('/api/auth/two-factor/enable', {
    method: 'POST',
    body: { password },
    schema: twoFactorSetupResponseSchema,
  })
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor })
}
