/**
 * Deployment values the server writes into each served page (see server/plugins/client-pages.ts).
 * While prerendering there is no document, and the placeholder is written instead, for the server
 * to fill in when it serves the file; so the server HTML and the hydrated page always agree.
 */
const SUPPORT_EMAIL_PLACEHOLDER = '__SUPPORT_EMAIL__'

export function supportEmail(): string {
  if (typeof document === 'undefined') return SUPPORT_EMAIL_PLACEHOLDER
  return (
    document.querySelector<HTMLMetaElement>('meta[name="support-email"]')?.content ||
    SUPPORT_EMAIL_PLACEHOLDER
  )
}
