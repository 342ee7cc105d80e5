import { useMutation } from '@tanstack/react-query'
import { authUserResponseSchema } from '#shared/schemas/auth.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** The second step of signing in: a 6-digit authenticator code, or one of the backup codes. */
export function verifyTwoFactorCode(code: string) {
  const path = /^\d{6}$/.test(code)
    ? '/api/auth/two-factor/verify-totp'
    : '/api/auth/two-factor/verify-backup-code'
  return apiRequest(path, { method: 'POST', body: { code }, schema: authUserResponseSchema })
}

export function useVerifyTwoFactorCode() {
  return useMutation({ mutationFn: verifyTwoFactorCode })
}
