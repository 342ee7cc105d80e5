import { ApiError, apiRequest } from '../../../lib/api-client.ts'

/** The authentication endpoints (mounted at /api/auth), as the auth pages use them. */

export interface SignInResult {
  /** Two-factor is on: the session is granted only after a code (see verifyTwoFactorCode). */
  twoFactorRedirect?: boolean
}

export function signIn(email: string, password: string): Promise<SignInResult> {
  return apiRequest<SignInResult>('/api/auth/sign-in/email', { method: 'POST', body: { email, password } })
}

/** Sign-up asks only for e-mail and password; the display name starts as the e-mail's local part. */
export function signUp(email: string, password: string): Promise<unknown> {
  const name = email.split('@')[0] ?? email
  return apiRequest('/api/auth/sign-up/email', { method: 'POST', body: { email, password, name } })
}

export function requestPasswordReset(email: string, redirectTo: string): Promise<unknown> {
  return apiRequest('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo } })
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } })
}

/** A 6-digit authenticator code, or one of the backup codes. */
export function verifyTwoFactorCode(code: string): Promise<unknown> {
  const path = /^\d{6}$/.test(code)
    ? '/api/auth/two-factor/verify-totp'
    : '/api/auth/two-factor/verify-backup-code'
  return apiRequest(path, { method: 'POST', body: { code } })
}

/** The reset token was unknown, used or out of date: the page shows the link-expired view. */
export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /invalid token|expired/i.test(error.message)
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
