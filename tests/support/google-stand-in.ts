import { type Answer, NetworkStandIn, type StandInRequest } from './network-stand-in.ts'

/**
 * A local stand-in of Google sign-in and the Business Profile APIs, written from developers.google.com:
 * - "Using OAuth 2.0 for Web Server Applications": GET /o/oauth2/v2/auth (client_id, redirect_uri,
 *   response_type=code, scope, access_type=offline, prompt, state, code_challenge, code_challenge_method),
 *   back with ?code&scope&state or ?error=access_denied&state; POST /token (form code, client_id,
 *   client_secret, redirect_uri, grant_type=authorization_code, code_verifier) -> { access_token,
 *   expires_in: 3599, refresh_token, scope, token_type: 'Bearer' }; grant_type=refresh_token -> a new
 *   access token without a new refresh token; errors { error: 'invalid_grant', error_description }.
 * - Account Management API: GET /v1/accounts -> { accounts: [{ name: 'accounts/{id}', accountName, type }] }.
 * - Business Information API: GET /v1/accounts/{id}/locations?readMask=name,title -> { locations:
 *   [{ name: 'locations/{id}', title }] } (readMask is required).
 * - v4 "Create posts": POST /v4/accounts/{a}/locations/{l}/localPosts { languageCode, summary, topicType,
 *   media: [{ mediaFormat: 'PHOTO', sourceUrl }] } -> the LocalPost { name, state, searchUrl }; Google
 *   fetches the photo from sourceUrl; the summary is 1,500 characters at most.
 * - Errors: { error: { code, message, status } } (401 UNAUTHENTICATED, 400 INVALID_ARGUMENT,
 *   403 PERMISSION_DENIED, 429 RESOURCE_EXHAUSTED, 503 UNAVAILABLE).
 */
export const GOOGLE_APP = {
  id: 'google-client-id.apps.googleusercontent.com',
  secret: 'google-client-secret',
}

export class GoogleStandIn extends NetworkStandIn {
  protected readonly dialogPath = '/o/oauth2/v2/auth'
  protected readonly clientId = GOOGLE_APP.id
  accounts = [
    {
      name: 'accounts/108',
      accountName: 'Corner Bakery',
      locations: [{ name: 'locations/4021', title: 'Corner Bakery, Leeds' }],
    },
  ]
  readonly posts: { name: string; summary: string; image?: { type: string; bytes: number } }[] = []

  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: GOOGLE_APP.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_APP.secret,
      GOOGLE_OAUTH_URL: `${this.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${this.url}/token`,
      GOOGLE_ACCOUNT_API_URL: this.url,
      GOOGLE_LOCATION_API_URL: this.url,
      GOOGLE_API_URL: this.url,
    }
  }

  protected deniedParams() {
    return { error: 'access_denied' }
  }

  private apiError(code: number, status: string, message: string): Answer {
    return { status: code, body: { error: { code, message, status } } }
  }

  protected async route(request: StandInRequest): Promise<Answer> {
    const { path, method } = request
    if (path === '/token' && method === 'POST') return this.token(request.body)
    if (!request.headers.authorization?.startsWith('Bearer ') || !this.authorised(request))
      return this.apiError(
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token.',
      )
    if (path === '/v1/accounts')
      return {
        status: 200,
        body: {
          accounts: this.accounts.map(({ name, accountName }) => ({ name, accountName, type: 'PERSONAL' })),
        },
      }
    const locations = path.match(/^\/v1\/(accounts\/[^/]+)\/locations$/)
    if (locations && method === 'GET') {
      if (!request.query.readMask)
        return this.apiError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.')
      const account = this.accounts.find((entry) => entry.name === locations[1])
      return { status: 200, body: { locations: account?.locations ?? [] } }
    }
    const localPosts = path.match(/^\/v4\/(accounts\/[^/]+)\/(locations\/[^/]+)\/localPosts$/)
    if (localPosts && method === 'POST')
      return this.createPost(localPosts[1] ?? '', localPosts[2] ?? '', request.body)
    return this.apiError(404, 'NOT_FOUND', `No route ${method} ${path}`)
  }

  private async createPost(
    account: string,
    location: string,
    body: Record<string, unknown>,
  ): Promise<Answer> {
    const known = this.accounts
      .find((entry) => entry.name === account)
      ?.locations.some((entry) => entry.name === location)
    if (!known) return this.apiError(403, 'PERMISSION_DENIED', 'The caller does not have permission')
    const summary = String(body.summary ?? '')
    if (summary.length > 1500)
      return this.apiError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.')
    const media = (body.media as { mediaFormat?: string; sourceUrl?: string }[] | undefined)?.[0]
    let image: { type: string; bytes: number } | undefined
    if (media) {
      const fetched = await this.download(media.sourceUrl ?? '')
      if (!fetched.ok || !['image/jpeg', 'image/png'].includes(fetched.type))
        return this.apiError(400, 'INVALID_ARGUMENT', 'The photo could not be fetched from sourceUrl.')
      image = { type: fetched.type, bytes: fetched.bytes }
    }
    const id = this.id('1234567890')
    const name = `${account}/${location}/localPosts/${id}`
    this.posts.push({ name, summary, ...(image ? { image } : {}) })
    return {
      status: 200,
      body: {
        name,
        languageCode: body.languageCode,
        summary,
        state: 'LIVE',
        topicType: body.topicType,
        searchUrl: `https://local.google.com/place?id=4021&use=posts&lpsid=${id}`,
      },
    }
  }

  private token(form: Record<string, unknown>): Answer {
    const oauthError = (error: string, description: string): Answer => ({
      status: 400,
      body: { error, error_description: description },
    })
    if (form.client_id !== GOOGLE_APP.id || form.client_secret !== GOOGLE_APP.secret)
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
      }
    if (form.grant_type === 'refresh_token') {
      if (!this.refreshTokens.has(String(form.refresh_token ?? '')))
        return oauthError('invalid_grant', 'Token has been expired or revoked.')
      return {
        status: 200,
        body: {
          access_token: this.newAccessToken(),
          expires_in: 3599,
          scope: 'https://www.googleapis.com/auth/business.manage',
          token_type: 'Bearer',
        },
      }
    }
    const problem = this.takeCode(
      String(form.code ?? ''),
      String(form.redirect_uri ?? ''),
      String(form.code_verifier ?? ''),
    )
    if (problem) return oauthError('invalid_grant', problem)
    return {
      status: 200,
      body: {
        access_token: this.newAccessToken(),
        expires_in: 3599,
        refresh_token: this.newRefreshToken(),
        scope: 'https://www.googleapis.com/auth/business.manage',
        token_type: 'Bearer',
      },
    }
  }
}
