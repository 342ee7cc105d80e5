import { paths } from '#shared/paths.ts'

/** What the address asks the auth page to show (spec §2 Auth page: query and hash are both read). */
export type UrlState =
  | { view: 'recovery'; token: string }
  | { view: 'expired' }
  | { view: 'reset-success' }
  | { view: 'default' }

function params(search: string, hash: string): URLSearchParams {
  const merged = new URLSearchParams(search)
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) {
    if (!merged.has(key)) merged.set(key, value)
  }
  return merged
}

export function readUrlState(search: string, hash: string): UrlState {
  const query = params(search, hash)
  const description = (query.get('error_description') ?? '').toLowerCase()
  const failed =
    query.get('error') === 'INVALID_TOKEN' ||
    query.get('error_code') === 'otp_expired' ||
    description.includes('expired') ||
    description.includes('invalid')
  if (failed) return { view: 'expired' }
  if (query.get('type') === 'recovery' || query.get('type') === 'invite') {
    const token = query.get('token')
    // A recovery address without its token is a damaged link: treat it like an expired one.
    return token ? { view: 'recovery', token } : { view: 'expired' }
  }
  if (query.get('status') === 'reset-success') return { view: 'reset-success' }
  return { view: 'default' }
}

/**
 * Where signing in leads: back to the page the visitor was sent from (a dashboard page, or the checkout
 * that asked them to sign in), else the dashboard. Only these paths, so no link can send them elsewhere.
 */
export function afterSignInTarget(from: unknown): string {
  if (typeof from !== 'string') return paths.dashboard
  if (from === paths.checkout || from.startsWith(`${paths.dashboard}/`) || from === paths.dashboard)
    return from
  return paths.dashboard
}
