import { callNetwork, fetchImage, httpErrorKind, type NetworkRequest, tokenSetFrom } from '../network-http.ts'
import {
  type NetworkAccount,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishRequest,
  type TokenSet,
} from '../networks.ts'

export interface XOptions {
  clientId: string | undefined
  clientSecret: string | undefined
  /** https://api.x.com/2 (token endpoint, users, media upload, posts). */
  apiUrl: string
  /** https://x.com/i/oauth2/authorize */
  oauthUrl: string
  timeoutMs?: number
}

/** Read and write posts, read the account, upload images, and `offline.access` for a refresh token. */
export const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access']

/** X answers errors as problem details ({ title, detail, status }) or as { errors: [{ message }] }. */
function xError(status: number, headers: Headers, body: Record<string, unknown>) {
  const errors = Array.isArray(body.errors) ? (body.errors as { message?: string }[]) : []
  const message =
    (typeof body.detail === 'string' && body.detail) ||
    errors[0]?.message ||
    (typeof body.error_description === 'string' && body.error_description) ||
    (typeof body.title === 'string' && body.title) ||
    undefined
  const oauthError = typeof body.error === 'string' ? body.error : undefined
  // A used or revoked refresh token comes back as invalid_request: the customer must sign in again.
  if (oauthError === 'invalid_request' && /token/i.test(message ?? ''))
    return httpErrorKind('X', status, headers, message, 'invalid_grant')
  return httpErrorKind('X', status, headers, message, oauthError)
}

export class XAdapter implements NetworkAdapter {
  readonly network = 'x' as const
  readonly configured: boolean
  private readonly options: XOptions

  constructor(options: XOptions) {
    this.options = options
    this.configured = Boolean(options.clientId && options.clientSecret)
  }

  private call<T>(path: string, request: NetworkRequest) {
    return callNetwork<T>(
      'X',
      `${this.options.apiUrl}${path}`,
      { ...request, timeoutMs: this.options.timeoutMs },
      xError,
    )
  }

  /** X requires PKCE on its OAuth 2 flow (S256 here). */
  authorizeUrl({
    state,
    codeChallenge,
    redirectUri,
  }: {
    state: string
    codeChallenge: string
    redirectUri: string
  }) {
    const url = new URL(this.options.oauthUrl)
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.options.clientId ?? '',
      redirect_uri: redirectUri,
      scope: X_SCOPES.join(' '),
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString()
    return url.toString()
  }

  /** A confidential client authenticates to the token endpoint with HTTP Basic (client id and secret). */
  private async token(form: Record<string, string>): Promise<TokenSet> {
    const basic = Buffer.from(`${this.options.clientId ?? ''}:${this.options.clientSecret ?? ''}`).toString(
      'base64',
    )
    const { body } = await this.call<Record<string, unknown>>('/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
      body: new URLSearchParams({ ...form, client_id: this.options.clientId ?? '' }),
    })
    return tokenSetFrom(body)
  }

  exchangeCode({
    code,
    codeVerifier,
    redirectUri,
  }: {
    code: string
    codeVerifier: string
    redirectUri: string
  }) {
    return this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
    })
  }

  /** Access tokens last two hours; each refresh gives a new refresh token and the old one stops working. */
  refresh(token: TokenSet): Promise<TokenSet> {
    if (!token.refreshToken) throw new NetworkError('auth', 'X needs the customer to sign in again')
    return this.token({ grant_type: 'refresh_token', refresh_token: token.refreshToken })
  }

  async listAccounts(accessToken: string): Promise<NetworkAccount[]> {
    const { body } = await this.call<{
      data?: { id: string; name?: string; username?: string; profile_image_url?: string }
    }>('/users/me?user.fields=profile_image_url', { token: accessToken })
    if (!body.data) throw new NetworkError('refused', 'X did not say which account signed in')
    const { id, name, username, profile_image_url } = body.data
    return [
      {
        id,
        name: username ? `${name ?? username} (@${username})` : (name ?? id),
        pictureUrl: profile_image_url ?? null,
        instagram: null,
      },
    ]
  }

  async accountToken(userToken: string): Promise<string> {
    return userToken
  }

  /**
   * Uploads the image (POST /2/media/upload, base64 in JSON) and posts (POST /2/tweets). The media id is
   * recorded as the container, so a retry reuses the upload (X keeps it for 24 hours).
   */
  async publish(
    request: PublishRequest,
    onContainer?: (id: string) => Promise<void>,
    containerId?: string,
  ): Promise<Published> {
    let media = containerId
    if (request.imageUrl && !media) {
      const bytes = await fetchImage('X', request.imageUrl)
      const { body } = await this.call<{ data?: { id?: string } }>('/media/upload', {
        method: 'POST',
        token: request.accessToken,
        json: {
          media: Buffer.from(bytes).toString('base64'),
          media_category: 'tweet_image',
          media_type: 'image/jpeg',
        },
      })
      if (!body.data?.id) throw new NetworkError('transient', 'X gave no media id')
      media = body.data.id
      await onContainer?.(media)
    }
    const { body } = await this.call<{ data?: { id?: string } }>('/tweets', {
      method: 'POST',
      token: request.accessToken,
      json: { text: request.caption, ...(media ? { media: { media_ids: [media] } } : {}) },
    })
    const id = body.data?.id
    if (!id) throw new NetworkError('refused', 'X did not say which post it created')
    return { networkPostId: id, link: `https://x.com/i/web/status/${id}` }
  }
}
