export const REDACTED = '[redacted]'

/**
 * The one rule of what a secret is in a URL. A query parameter or route parameter whose name matches
 * SECRET_NAME holds a credential (reset, confirmation, review and booking tokens, codes, passwords); a
 * route whose path carries one is listed in SECRET_PATHS, and the segment in its place is hidden.
 * secret-routes.test.ts walks every route the server and the client serve and fails on one not covered.
 */
export const SECRET_NAME = /token|code|secret|passw|otp|key|signature/i

/** Routes with a secret in the path, as the router writes them (the parameter's name matches SECRET_NAME). */
export const SECRET_PATHS = [
  // The auth library's reset link (e-mailed, followed by the browser).
  '/api/auth/reset-password/:token',
  // The content review link: the page and its API.
  '/review/:token',
  // …and every route below it (/api/review/:token/posts/:postId/approve, …).
  '/api/review/:token',
] as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A secret route as the pattern of its path up to the secret segment (group 1), so the segment is hidden
 * whatever follows it: a sub-path of the same link, a trailing slash, a mistyped page.
 */
function secretSegment(route: string): RegExp {
  const secret = [...route.matchAll(/:([^/]+)/g)].find((found) => SECRET_NAME.test(found[1] ?? ''))
  if (!secret) throw new Error(`${route} names no secret parameter`)
  const before = route.slice(0, secret.index)
  return new RegExp(`^(${escapeRegExp(before).replace(/:[^/]+/g, '[^/]+')})[^/]+`, 'i')
}

const SECRET_SEGMENTS = SECRET_PATHS.map(secretSegment)

function redactPath(path: string): string {
  for (const pattern of SECRET_SEGMENTS) if (pattern.test(path)) return path.replace(pattern, `$1${REDACTED}`)
  return path
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '))
  } catch {
    return text
  }
}

function redactParameter(part: string): string {
  const equals = part.indexOf('=')
  if (equals === -1) return part
  const name = part.slice(0, equals)
  if (SECRET_NAME.test(decode(name))) return `${name}=${REDACTED}`
  // A value that is itself a link (callbackURL=…) may carry a token of its own: hide it whole.
  const value = decode(part.slice(equals + 1))
  return redactUrl(value) === value ? part : `${name}=${REDACTED}`
}

/**
 * A request URL fit for the log: secret path segments and secret query values replaced by [redacted],
 * everything else as it came (so a log line still shows which page or endpoint was asked for).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  const path = redactPath(queryStart === -1 ? url : url.slice(0, queryStart))
  if (queryStart === -1) return path
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map(redactParameter)
    .join('&')
  return `${path}?${query}`
}
