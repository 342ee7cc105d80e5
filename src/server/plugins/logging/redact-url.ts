export const REDACTED = '[redacted]'

/** Query parameters whose value is a credential: reset and verification tokens, codes, passwords. */
const SECRET_PARAM = /token|code|secret|passw|otp|key|signature/i
/** The auth library's reset link carries its token as a path segment: /api/auth/reset-password/<token>. */
const SECRET_SEGMENT = /(\/reset-password\/)[^/]+/gi

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
  if (SECRET_PARAM.test(decode(name))) return `${name}=${REDACTED}`
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
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_SEGMENT, `$1${REDACTED}`)
  if (queryStart === -1) return path
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map(redactParameter)
    .join('&')
  return `${path}?${query}`
}
