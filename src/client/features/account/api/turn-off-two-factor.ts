import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authStatusResponseSchema } from '#shared/schemas/auth.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { refreshSession } from '../../../lib/session.ts'

/** POST /api/auth/two-factor/disable. */
export function turnOffTwoFactor(password: string) {
  return apiRequest('/api/auth/two-factor/disable', {
    method: 'POST',
    body: { password },
    schema: authStatusResponseSchema,
  })
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: turnOffTwoFactor,
    onSuccess: () => refreshSession(queryClient),
  })
}
