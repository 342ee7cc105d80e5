import { type Answer, NetworkStandIn, type StandInRequest } from './network-stand-in.ts'

/**
 * A local stand-in of X's API v2, written from docs.x.com:
 * - "OAuth 2.0 Authorization Code Flow with PKCE": GET https://x.com/i/oauth2/authorize (response_type=code,
 *   client_id, redirect_uri, scope, state, code_challenge, code_challenge_method), back with ?state&code or
 *   ?error=access_denied&state; POST /2/oauth2/token (confidential client: HTTP Basic; form grant_type,
 *   code, redirect_uri, code_verifier) -> { token_type: 'bearer', expires_in: 7200, access_token, scope,
 *   refresh_token } (refresh_token only with offline.access); grant_type=refresh_token gives a new pair
 *   and the old refresh token stops working. PKCE is required: a code without a matching verifier fails.
 * - GET /2/users/me?user.fields=profile_image_url -> { data: { id, name, username, profile_image_url } }.
 * - POST /2/media/upload (media base64, media_category=tweet_image, media_type) -> { data: { id, media_key,
 *   size, expires_after_secs } }.
 * - POST /2/tweets { text, media: { media_ids } } -> 201 { data: { id, text } }; 280 characters at most.
 * - Errors: problem details { title, detail, type, status } (401 Unauthorized, 403 e.g. duplicate
 *   content, 429 Too Many Requests with x-rate-limit-limit/-remaining/-reset headers, reset in epoch seconds);
 *   the token endpoint answers { error, error_description } (invalid_request for a bad or used token).
 */
export const X_APP = { id: 'x-client-id', secret: 'x-client-secret' }

export class XStandIn extends NetworkStandIn {
  protected readonly dialogPath = '/i/oauth2/authorize'
  protected readonly clientId = X_APP.id
  user = { id: '1460000000000000001', name: 'Corner Bakery', username: 'cornerbakery' }
  readonly media = new Map<string, { type: string; bytes: number }>()
  readonly posts: { id: string; text: string; mediaIds: string[] }[] = []

  env(): Record<string, string> {
    return {
      X_CLIENT_ID: X_APP.id,
      X_CLIENT_SECRET: X_APP.secret,
      X_API_URL: `${this.url}/2`,
      X_OAUTH_URL: `${this.url}/i/oauth2/authorize`,
    }
  }

  protected deniedParams() {
    return { error: 'access_denied' }
  }

  private problem(status: number, title: string, detail: string): Answer {
    return { status, body: { title, detail, type: 'about:blank', status } }
  }

  protected async route(request: StandInRequest): Promise<Answer> {
    const { path, method } = request
    if (path === '/2/oauth2/token' && method === 'POST') return this.token(request)
    if (!request.headers.authorization?.startsWith('Bearer ') || !this.authorised(request))
      return this.problem(401, 'Unauthorized', 'Unauthorized')
    if (path === '/2/users/me')
      return {
        status: 200,
        body: { data: { ...this.user, profile_image_url: 'https://pbs.twimg.example/profile.jpg' } },
      }
    if (path === '/2/media/upload' && method === 'POST') {
      const base64 = String(request.body.media ?? '')
      if (!base64)
        return this.problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.')
      const bytes = Buffer.from(base64, 'base64')
      const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8
      const id = this.id('1880028106020515')
      this.media.set(id, { type: isJpeg ? 'image/jpeg' : 'application/octet-stream', bytes: bytes.length })
      return {
        status: 200,
        body: { data: { id, media_key: `3_${id}`, size: bytes.length, expires_after_secs: 86_400 } },
      }
    }
    if (path === '/2/tweets' && method === 'POST') {
      const text = String(request.body.text ?? '')
      const mediaIds = (request.body.media as { media_ids?: string[] } | undefined)?.media_ids ?? []
      if (text.length > 280)
        return this.problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.')
      if (mediaIds.some((id) => !this.media.has(id)))
        return this.problem(400, 'Invalid Request', 'Your media IDs are invalid.')
      if (this.posts.some((post) => post.text === text && mediaIds.length === 0))
        return this.problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.')
      const id = this.id('1445880548472328')
      this.posts.push({ id, text, mediaIds })
      return { status: 201, body: { data: { id, text, edit_history_tweet_ids: [id] } } }
    }
    return this.problem(404, 'Not Found Error', `No route ${method} ${path}`)
  }

  private token(request: StandInRequest): Answer {
    const oauthError = (description: string): Answer => ({
      status: 400,
      body: { error: 'invalid_request', error_description: description },
    })
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1]
    if (Buffer.from(basic ?? '', 'base64').toString('utf8') !== `${X_APP.id}:${X_APP.secret}`)
      return {
        status: 401,
        body: { error: 'unauthorized_client', error_description: 'Missing valid authorization header' },
      }
    const form = request.body
    if (form.grant_type === 'refresh_token') {
      const given = String(form.refresh_token ?? '')
      // Each refresh token is used once: the new answer carries the next one.
      if (!this.refreshTokens.delete(given)) return oauthError('Value passed for the token was invalid.')
      return { status: 200, body: this.tokens() }
    }
    // X requires PKCE: a code sent without its verifier is refused.
    if (!form.code_verifier) return oauthError('Missing required parameter [code_verifier].')
    const problem = this.takeCode(
      String(form.code ?? ''),
      String(form.redirect_uri ?? ''),
      String(form.code_verifier),
    )
    if (problem) return oauthError(`Value passed for the authorization code was invalid. ${problem}`)
    return { status: 200, body: this.tokens() }
  }

  private tokens() {
    return {
      token_type: 'bearer',
      expires_in: 7200,
      access_token: this.newAccessToken(),
      scope: 'tweet.read tweet.write users.read media.write offline.access',
      refresh_token: this.newRefreshToken(),
    }
  }
}
