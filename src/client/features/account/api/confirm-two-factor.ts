import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authUserResponseSchema } from '#shared/schemas/auth.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { refreshSession } from '../../../lib/session.ts'

/** POST /api/auth/two-factor/verify-totp with a signed-in session: confirms the set-up. */
export function confirmTwoFactor(code: string) {
  return apiRequest('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    body: { code },
    schema: authUserResponseSchema,
  })
}

/** The session reports whether two-factor is on, so it is asked again once the set-up is confirmed. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => refreshSession(queryClient),
  })
}
