import { apiRequest } from '../../lib/api-client.ts'

/** Account security endpoints (mounted at /api/auth) used by the customer and administrator settings. */

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return apiRequest('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  })
}

export interface TwoFactorSetup {
  totpURI: string
  backupCodes: string[]
}

/** Starts setting up an authenticator app; two-factor is on only after a code confirms it. */
export function startTwoFactor(password: string): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>('/api/auth/two-factor/enable', { method: 'POST', body: { password } })
}

export function confirmTwoFactor(code: string): Promise<unknown> {
  return apiRequest('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } })
}

export function turnOffTwoFactor(password: string): Promise<unknown> {
  return apiRequest('/api/auth/two-factor/disable', { method: 'POST', body: { password } })
}

/** The key to type into an authenticator app by hand (the secret of the otpauth:// address). */
export function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
