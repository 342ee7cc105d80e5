import { NetworkError } from './networks.ts'

export interface NetworkAnswer<T> {
  status: number
  headers: Headers
  body: T
}

const DEFAULT_WAIT_MS = 60_000

/** How long a 429 asks us to wait: Retry-After (seconds or a date), X's x-rate-limit-reset (epoch seconds), else a minute. */
export function retryAfterMs(headers: Headers, now = Date.now()): number {
  const retryAfter = headers.get('retry-after')
  if (retryAfter) {
    const seconds = Number(retryAfter)
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
    const date = Date.parse(retryAfter)
    if (Number.isFinite(date)) return Math.max(0, date - now)
  }
  const reset = Number(headers.get('x-rate-limit-reset'))
  if (reset > 0) return Math.max(0, reset * 1000 - now)
  return DEFAULT_WAIT_MS
}

/**
 * A network's HTTP answer as one of our four kinds: 429 waits (Retry-After), 5xx is retried, 401 (or an
 * OAuth `invalid_grant`: the refresh token was revoked) asks the customer to reconnect, any other 4xx is
 * refused with the network's own message.
 */
export function httpErrorKind(
  network: string,
  status: number,
  headers: Headers,
  message?: string,
  oauthError?: string,
) {
  const reason = message || `${network} answered ${status}`
  if (status === 429) return new NetworkError('rate_limited', reason, retryAfterMs(headers))
  if (status >= 500) return new NetworkError('transient', reason)
  if (status === 401 || oauthError === 'invalid_grant' || oauthError === 'invalid_token')
    return new NetworkError('auth', reason)
  return new NetworkError('refused', reason)
}

export interface NetworkRequest {
  method?: 'GET' | 'POST' | 'PUT'
  headers?: Record<string, string>
  /** A JSON body (sent as application/json) or a form (URLSearchParams) or bytes. */
  json?: unknown
  body?: URLSearchParams | Uint8Array<ArrayBuffer>
  /** An OAuth access token, sent as `Authorization: Bearer …`. */
  token?: string
  timeoutMs?: number
}

/**
 * One call to a network; answers the parsed JSON (or {} for an empty body) and the headers. A timeout or a
 * connection failure is transient; an error answer is mapped by `toError` (the network's own error shape).
 */
export async function callNetwork<T>(
  network: string,
  url: string | URL,
  request: NetworkRequest,
  toError: (status: number, headers: Headers, body: Record<string, unknown>) => NetworkError,
): Promise<NetworkAnswer<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: {
        ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...request.headers,
      },
      body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
      signal: AbortSignal.timeout(request.timeoutMs ?? 15_000),
    })
  } catch {
    throw new NetworkError('transient', `${network} did not answer in time`)
  }
  const text = await response.text().catch(() => '')
  let body: Record<string, unknown> = {}
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    body = { message: text.slice(0, 300) }
  }
  if (!response.ok) throw toError(response.status, response.headers, body)
  return { status: response.status, headers: response.headers, body: body as T }
}

/** The standard OAuth 2 token answer (RFC 6749 §5.1) as our TokenSet. */
export function tokenSetFrom(body: {
  access_token?: unknown
  refresh_token?: unknown
  expires_in?: unknown
}) {
  if (typeof body.access_token !== 'string')
    throw new NetworkError('refused', 'The network gave no access token')
  const expiresIn = Number(body.expires_in)
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    expiresAt: expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : undefined,
  }
}

/** The post's image, fetched from our own signed address, for the networks that want the bytes uploaded. */
export async function fetchImage(
  network: string,
  imageUrl: string,
  timeoutMs = 15_000,
): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(imageUrl, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => undefined)
  if (!response?.ok) throw new NetworkError('transient', `The image for ${network} could not be read`)
  return new Uint8Array(await response.arrayBuffer())
}
