import { type Answer, NetworkStandIn, type StandInRequest } from './network-stand-in.ts'

/**
 * A local stand-in of LinkedIn, written from its documentation (learn.microsoft.com/linkedin):
 * - "Authorization Code Flow (3-legged OAuth)": GET /oauth/v2/authorization (response_type=code,
 *   client_id, redirect_uri, state, scope), back with ?code&state or ?error=user_cancelled_login
 *   &error_description&state; POST /oauth/v2/accessToken (form: grant_type=authorization_code, code,
 *   redirect_uri, client_id, client_secret) -> { access_token, expires_in: 5184000, refresh_token,
 *   refresh_token_expires_in, scope }; grant_type=refresh_token with the refresh token ("Programmatic
 *   Refresh Tokens"); errors { error, error_description } with 400 (invalid_grant, invalid_request).
 * - "Sign In with LinkedIn using OpenID Connect": GET /v2/userinfo -> { sub, name, picture }.
 * - Community Management: GET /rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED
 *   -> { elements: [{ organization, role, state }] }; GET /rest/organizations/{id} -> { localizedName }.
 * - "Images API": POST /rest/images?action=initializeUpload { initializeUploadRequest: { owner } } ->
 *   { value: { uploadUrl, image } }, then PUT the bytes to uploadUrl.
 * - "Posts API": POST /rest/posts { author, commentary, visibility, distribution, content.media.id,
 *   lifecycleState } -> 201 with the post URN in the x-restli-id header. Versioned calls need the
 *   LinkedIn-Version and X-Restli-Protocol-Version: 2.0.0 headers.
 * - Errors: { status, serviceErrorCode, code, message } (401 EXPIRED/REVOKED_ACCESS_TOKEN, 422, 429).
 */
export const LINKEDIN_APP = { id: 'linkedin-client-id', secret: 'linkedin-client-secret' }

export class LinkedInStandIn extends NetworkStandIn {
  protected readonly dialogPath = '/oauth/v2/authorization'
  protected readonly clientId = LINKEDIN_APP.id
  member = { sub: 'member-7', name: 'Alice Baker', picture: 'https://media.licdn.example/alice.jpg' }
  organisations = [{ id: '5583111', localizedName: 'Corner Bakery Ltd' }]
  /** Images registered, with the bytes uploaded to them. */
  readonly images = new Map<string, { owner: string; bytes: number; type: string }>()
  readonly posts: { urn: string; author: string; commentary: string; image?: string }[] = []

  env(): Record<string, string> {
    return {
      LINKEDIN_CLIENT_ID: LINKEDIN_APP.id,
      LINKEDIN_CLIENT_SECRET: LINKEDIN_APP.secret,
      LINKEDIN_API_URL: this.url,
      LINKEDIN_OAUTH_URL: `${this.url}/oauth/v2`,
    }
  }

  protected deniedParams() {
    return {
      error: 'user_cancelled_login',
      error_description: 'The user cancelled LinkedIn login',
    }
  }

  private apiError(status: number, code: string, message: string, serviceErrorCode = 0): Answer {
    return { status, body: { status, serviceErrorCode, code, message } }
  }

  protected async route(request: StandInRequest): Promise<Answer> {
    const { path, method } = request
    if (path === '/oauth/v2/accessToken' && method === 'POST') return this.token(request.body)
    if (path.startsWith('/upload/') && method === 'PUT') {
      const image = this.images.get(decodeURIComponent(path.slice('/upload/'.length)))
      if (!image) return this.apiError(404, 'NOT_FOUND', 'Upload not found')
      image.bytes = request.bytes.length
      image.type = String(request.headers['content-type'] ?? '')
      return { status: 201 }
    }
    if (!this.authorised(request))
      return this.apiError(
        401,
        'REVOKED_ACCESS_TOKEN',
        'The token used in the request has been revoked by the user',
        65601,
      )
    if (path.startsWith('/rest/') && request.headers['x-restli-protocol-version'] !== '2.0.0')
      return this.apiError(400, 'BAD_REQUEST', 'X-Restli-Protocol-Version 2.0.0 is required')
    if (path.startsWith('/rest/') && !/^\d{6}$/.test(String(request.headers['linkedin-version'] ?? '')))
      return this.apiError(426, 'NONEXISTENT_VERSION', 'Requested version is not active')
    if (path === '/v2/userinfo') return { status: 200, body: { ...this.member, email_verified: true } }
    if (path === '/rest/organizationAcls')
      return {
        status: 200,
        body: {
          elements: this.organisations.map((organisation) => ({
            organization: `urn:li:organization:${organisation.id}`,
            role: 'ADMINISTRATOR',
            state: 'APPROVED',
          })),
        },
      }
    const organisation = path.match(/^\/rest\/organizations\/(\d+)$/)
    if (organisation) {
      const found = this.organisations.find((entry) => entry.id === organisation[1])
      return found ? { status: 200, body: found } : this.apiError(404, 'NOT_FOUND', 'Organization not found')
    }
    if (path === '/rest/images' && request.query.action === 'initializeUpload') {
      const owner = (request.body.initializeUploadRequest as { owner?: string } | undefined)?.owner ?? ''
      if (!this.canPostAs(owner))
        return this.apiError(403, 'ACCESS_DENIED', `Not enough permissions to act as ${owner}`)
      const image = `urn:li:image:${this.id('D4E')}`
      this.images.set(image, { owner, bytes: 0, type: '' })
      return {
        status: 200,
        body: {
          value: {
            uploadUrl: `${this.url}/upload/${encodeURIComponent(image)}`,
            uploadUrlExpiresAt: Date.now() + 86_400_000,
            image,
          },
        },
      }
    }
    if (path === '/rest/posts' && method === 'POST') return this.createPost(request.body)
    return this.apiError(404, 'NOT_FOUND', `No route ${method} ${path}`)
  }

  private canPostAs(owner: string) {
    return (
      owner === `urn:li:person:${this.member.sub}` ||
      this.organisations.some((organisation) => owner === `urn:li:organization:${organisation.id}`)
    )
  }

  private createPost(body: Record<string, unknown>): Answer {
    const author = String(body.author ?? '')
    const commentary = String(body.commentary ?? '')
    if (!this.canPostAs(author))
      return this.apiError(403, 'ACCESS_DENIED', `Not enough permissions to act as ${author}`)
    if (commentary.length > 3000)
      return this.apiError(422, 'UNPROCESSABLE_ENTITY', 'Commentary is too long: 3000 characters at most')
    const media = (body.content as { media?: { id?: string } } | undefined)?.media?.id
    if (media && !this.images.get(media)?.bytes)
      return this.apiError(400, 'INVALID_CONTENT', `Image ${media} was never uploaded`)
    const urn = `urn:li:share:${this.id('7010')}`
    this.posts.push({ urn, author, commentary, ...(media ? { image: media } : {}) })
    return { status: 201, headers: { 'x-restli-id': urn } }
  }

  private token(form: Record<string, unknown>): Answer {
    const oauthError = (error: string, description: string): Answer => ({
      status: 400,
      body: { error, error_description: description },
    })
    if (form.client_id !== LINKEDIN_APP.id || form.client_secret !== LINKEDIN_APP.secret)
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client authentication failed' },
      }
    if (form.grant_type === 'refresh_token') {
      const given = String(form.refresh_token ?? '')
      if (!this.refreshTokens.has(given))
        return oauthError('invalid_grant', 'The provided refresh token is invalid')
      return { status: 200, body: this.tokens(given) }
    }
    if (form.grant_type !== 'authorization_code')
      return oauthError('unsupported_grant_type', 'Unsupported grant type')
    const problem = this.takeCode(String(form.code ?? ''), String(form.redirect_uri ?? ''), undefined)
    if (problem) return oauthError('invalid_request', problem)
    return { status: 200, body: this.tokens() }
  }

  /** LinkedIn keeps the same refresh token on refresh (its lifetime does not restart). */
  private tokens(refreshToken = this.newRefreshToken()) {
    return {
      access_token: this.newAccessToken(),
      expires_in: 5_184_000,
      refresh_token: refreshToken,
      refresh_token_expires_in: 31_536_000,
      scope: 'openid,profile,w_member_social,r_organization_admin,w_organization_social',
    }
  }
}
