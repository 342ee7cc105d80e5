/**
 * The authentication library's endpoints the product uses, as the library names them (under
 * /api/auth). Only these are mounted: the library's admin plugin (impersonation, setting passwords,
 * removing users outside the erasure flow), account linking, e-mail change, user update and deletion
 * and the session lists stay unreachable over HTTP; the server calls what it needs through `auth.api`.
 */
export const SERVED_AUTH_ENDPOINTS = [
  '/sign-up/email',
  '/sign-in/email',
  '/sign-out',
  '/get-session',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  '/verify-email',
  '/send-verification-email',
  '/change-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
] as const

/** The library's administration endpoints: refused to anyone but an administrator before the body is read. */
export const AUTH_ADMIN_PREFIX = '/admin/'

const patterns = SERVED_AUTH_ENDPOINTS.map(
  (endpoint) => new RegExp(`^${endpoint.replace(/:[^/]+/g, '[^/]+')}$`),
)

/** Whether a path below the mount (`/reset-password/abc`, or the description's `/reset-password/{token}`) is served. */
export function isServedAuthPath(path: string): boolean {
  const concrete = path.replace(/\{[^}]+\}/g, 'x')
  return patterns.some((pattern) => pattern.test(concrete))
}
