import { type Answer, NetworkStandIn, type StandInRequest } from './network-stand-in.ts'

/**
 * A local stand-in of the Threads API, written from developers.facebook.com/docs/threads:
 * - "Get Access Tokens and Permissions": GET https://threads.net/oauth/authorize (client_id, redirect_uri,
 *   scope=threads_basic,threads_content_publish, response_type=code, state), back with ?code&state or
 *   ?error=access_denied&error_reason=user_denied&error_description&state; POST /oauth/access_token (form
 *   client_id, client_secret, grant_type=authorization_code, redirect_uri, code) -> { access_token,
 *   user_id } (one hour); GET /access_token?grant_type=th_exchange_token&client_secret&access_token ->
 *   { access_token, token_type, expires_in: 5183944 } (60 days); GET /refresh_access_token?grant_type=
 *   th_refresh_token&access_token -> the same shape.
 * - GET /v1.0/me?fields=id,username,threads_profile_picture_url.
 * - "Posts": POST /v1.0/{user-id}/threads (media_type=IMAGE|TEXT, image_url, text) -> { id } container,
 *   the image fetched from image_url (JPEG or PNG); GET /{container}?fields=status,error_message
 *   (IN_PROGRESS, FINISHED, ERROR, EXPIRED, PUBLISHED); POST /{user-id}/threads_publish (creation_id) ->
 *   { id }; GET /{media-id}?fields=permalink. Text: 500 characters at most.
 * - Errors: Graph API shape { error: { message, type, code, error_subcode, fbtrace_id } } (190 invalid
 *   token; 4/17/32 rate limits; 2 transient); 250 published posts per 24 hours per profile.
 */
export const THREADS_APP = { id: 'threads-app-id', secret: 'threads-app-secret' }

export class ThreadsStandIn extends NetworkStandIn {
  protected readonly dialogPath = '/oauth/authorize'
  protected readonly clientId = THREADS_APP.id
  user = { id: '17841400000000001', username: 'cornerbakery' }
  readonly containers = new Map<string, { text: string; image?: { type: string; bytes: number } }>()
  readonly published: { id: string; text: string; image?: { type: string; bytes: number } }[] = []

  env(): Record<string, string> {
    return {
      THREADS_APP_ID: THREADS_APP.id,
      THREADS_APP_SECRET: THREADS_APP.secret,
      THREADS_API_URL: `${this.url}/v1.0`,
      THREADS_OAUTH_URL: `${this.url}/oauth/authorize`,
    }
  }

  protected deniedParams() {
    return { error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error' }
  }

  private graphError(status: number, code: number, message: string, subcode?: number): Answer {
    return {
      status,
      body: {
        error: { message, type: 'OAuthException', code, error_subcode: subcode, fbtrace_id: 'AbCdEf' },
      },
    }
  }

  protected async route(request: StandInRequest): Promise<Answer> {
    const params = { ...request.query, ...request.body } as Record<string, string>
    const path = request.path.replace(/^\/v1\.0/, '')
    if (request.path === '/oauth/access_token' && request.method === 'POST') return this.exchange(params)
    if (request.path === '/access_token' || request.path === '/refresh_access_token') {
      if (request.path === '/access_token' && params.client_secret !== THREADS_APP.secret)
        return this.graphError(400, 1, 'Error validating client secret.')
      if (!this.authorised(request)) return this.graphError(400, 190, 'Invalid OAuth access token.')
      return {
        status: 200,
        body: { access_token: this.newAccessToken(), token_type: 'bearer', expires_in: 5_183_944 },
      }
    }
    if (!this.authorised(request))
      return this.graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token')
    if (path === '/me')
      return {
        status: 200,
        body: { ...this.user, threads_profile_picture_url: `${this.url}/pictures/${this.user.id}.jpg` },
      }
    const create = path.match(/^\/([^/]+)\/threads$/)
    if (create && request.method === 'POST') return this.createContainer(create[1] ?? '', params)
    const publish = path.match(/^\/([^/]+)\/threads_publish$/)
    if (publish && request.method === 'POST') {
      const container = this.containers.get(params.creation_id ?? '')
      if (!container) return this.graphError(400, 100, 'Invalid parameter', 4279009)
      const id = this.id('1790000000000')
      this.published.push({ id, ...container })
      return { status: 200, body: { id } }
    }
    const node = path.match(/^\/([^/]+)$/)
    if (node && request.method === 'GET') {
      const id = node[1] ?? ''
      if (this.containers.has(id)) return { status: 200, body: { id, status: 'FINISHED' } }
      if (this.published.some((post) => post.id === id))
        return {
          status: 200,
          body: { id, permalink: `https://www.threads.net/@${this.user.username}/post/${id}` },
        }
    }
    return this.graphError(400, 100, 'Unsupported request', 33)
  }

  private exchange(params: Record<string, string>): Answer {
    if (params.client_id !== THREADS_APP.id || params.client_secret !== THREADS_APP.secret)
      return this.graphError(400, 1, 'Error validating client secret.')
    const problem = this.takeCode(params.code ?? '', params.redirect_uri ?? '', undefined)
    if (problem) return this.graphError(400, 100, problem, 36009)
    return { status: 200, body: { access_token: this.newAccessToken(), user_id: this.user.id } }
  }

  private async createContainer(userId: string, params: Record<string, string>): Promise<Answer> {
    if (userId !== this.user.id) return this.graphError(400, 100, 'Unsupported post request', 33)
    const text = params.text ?? ''
    if (text.length > 500)
      return this.graphError(400, 100, 'The text is too long (500 characters at most).', 4279010)
    let image: { type: string; bytes: number } | undefined
    if (params.media_type === 'IMAGE') {
      const fetched = await this.download(params.image_url ?? '')
      if (!fetched.ok || !['image/jpeg', 'image/png'].includes(fetched.type))
        return this.graphError(400, 100, 'The image could not be fetched or is not JPEG or PNG.', 2207052)
      image = { type: fetched.type, bytes: fetched.bytes }
    }
    const id = this.id('1789000000000')
    this.containers.set(id, { text, ...(image ? { image } : {}) })
    return { status: 200, body: { id } }
  }
}
