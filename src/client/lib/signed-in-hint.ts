import { SIGNED_IN_HINT_ATTRIBUTE } from '#shared/paths.ts'

/**
 * Whether the server saw a session cookie on this page's request (it may have expired): only then do
 * the public pages load the session and the data layer it needs (docs/decisions/0017).
 */
export function mightBeSignedIn(): boolean {
  return document.documentElement.hasAttribute(SIGNED_IN_HINT_ATTRIBUTE)
}
