import {
  type NetworkAccount,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishRequest,
  type TokenSet,
} from '../networks.ts'

export interface MetaOptions {
  appId: string | undefined
  appSecret: string | undefined
  graphUrl: string
  oauthUrl: string
  timeoutMs?: number
  /** How often and how long to wait for Instagram to finish fetching the image (tests: no wait). */
  containerPolls?: { times: number; everyMs: number }
}

/** What Facebook Login asks for: the Pages, posting to them, and the linked Instagram professional account. */
export const META_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'instagram_basic',
  'instagram_content_publish',
  'business_management',
]

interface GraphError {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; is_transient?: boolean }
}

/** Meta's error codes that mean "slow down" (application, user, Page, and Instagram's publishing limit). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001, 80002])

/** Graph API errors into our four kinds (Meta: Graph API, "Handling Errors"). */
export function graphErrorKind(status: number, body: GraphError): NetworkError {
  const error = body.error ?? {}
  const message = error.message ?? `Meta answered ${status}`
  if (error.code === 9 && error.error_subcode === 2207042)
    return new NetworkError('rate_limited', message, 60 * 60_000)
  if (error.code !== undefined && RATE_LIMIT_CODES.has(error.code))
    return new NetworkError('rate_limited', message, 60_000)
  if (status === 429) return new NetworkError('rate_limited', message, 60_000)
  if (error.code === 190 || error.code === 102 || (error.type === 'OAuthException' && status === 401))
    return new NetworkError('auth', message)
  if (status >= 500 || error.is_transient || error.code === 1 || error.code === 2)
    return new NetworkError('transient', message)
  return new NetworkError('refused', message)
}

export class MetaAdapter implements NetworkAdapter {
  readonly network = 'meta' as const
  readonly configured: boolean
  private readonly options: MetaOptions

  constructor(options: MetaOptions) {
    this.options = options
    this.configured = Boolean(options.appId && options.appSecret)
  }

  private async graph<T>(method: 'GET' | 'POST', path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${this.options.graphUrl}${path}`)
    const body = new URLSearchParams(params)
    if (method === 'GET') url.search = body.toString()
    let response: Response
    try {
      response = await fetch(url, {
        method,
        body: method === 'POST' ? body : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      })
    } catch {
      throw new NetworkError('transient', 'Meta did not answer in time')
    }
    const data = (await response.json().catch(() => ({}))) as T & GraphError
    if (!response.ok || data.error) throw graphErrorKind(response.status, data)
    return data
  }

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
      client_id: this.options.appId ?? '',
      redirect_uri: redirectUri,
      state,
      response_type: 'code',
      scope: META_SCOPES.join(','),
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString()
    return url.toString()
  }

  async exchangeCode({
    code,
    codeVerifier,
    redirectUri,
  }: {
    code: string
    codeVerifier: string
    redirectUri: string
  }) {
    const short = await this.graph<{ access_token: string; expires_in?: number }>(
      'GET',
      '/oauth/access_token',
      {
        client_id: this.options.appId ?? '',
        client_secret: this.options.appSecret ?? '',
        redirect_uri: redirectUri,
        code,
        code_verifier: codeVerifier,
      },
    )
    // A login's token lasts about an hour; the long-lived one about 60 days, and Page tokens read with it never expire.
    return this.longLived(short.access_token)
  }

  private async longLived(token: string): Promise<TokenSet> {
    const long = await this.graph<{ access_token: string; expires_in?: number }>(
      'GET',
      '/oauth/access_token',
      {
        grant_type: 'fb_exchange_token',
        client_id: this.options.appId ?? '',
        client_secret: this.options.appSecret ?? '',
        fb_exchange_token: token,
      },
    )
    return {
      accessToken: long.access_token,
      expiresAt: long.expires_in ? new Date(Date.now() + long.expires_in * 1000) : undefined,
    }
  }

  /** Meta's tokens are refreshed by exchanging a still-valid long-lived token for a new one. */
  refresh(token: TokenSet): Promise<TokenSet> {
    return this.longLived(token.accessToken)
  }

  private pages(accessToken: string) {
    return this.graph<{
      data: {
        id: string
        name: string
        access_token?: string
        picture?: { data?: { url?: string } }
        instagram_business_account?: { id: string; username?: string; profile_picture_url?: string }
      }[]
    }>('GET', '/me/accounts', {
      access_token: accessToken,
      fields: 'id,name,access_token,picture{url},instagram_business_account{id,username,profile_picture_url}',
    })
  }

  async listAccounts(accessToken: string): Promise<NetworkAccount[]> {
    const { data } = await this.pages(accessToken)
    return data.map((page) => ({
      id: page.id,
      name: page.name,
      pictureUrl: page.picture?.data?.url ?? null,
      instagram: page.instagram_business_account
        ? {
            id: page.instagram_business_account.id,
            username: page.instagram_business_account.username ?? page.instagram_business_account.id,
            pictureUrl: page.instagram_business_account.profile_picture_url ?? null,
          }
        : null,
    }))
  }

  async accountToken(userToken: string, pageId: string): Promise<string> {
    const { data } = await this.pages(userToken)
    const token = data.find((page) => page.id === pageId)?.access_token
    if (!token) throw new NetworkError('refused', 'This Page is no longer one you manage on Facebook')
    return token
  }

  async publish(
    request: PublishRequest,
    onContainer?: (id: string) => Promise<void>,
    containerId?: string,
  ): Promise<Published> {
    if (request.channel === 'facebook') return this.publishToPage(request)
    if (!request.imageUrl) throw new NetworkError('refused', 'Instagram posts need an image')
    const token = request.accessToken
    let container = containerId
    if (!container) {
      const created = await this.graph<{ id: string }>('POST', `/${request.accountId}/media`, {
        image_url: request.imageUrl,
        caption: request.caption,
        access_token: token,
      })
      container = created.id
      await onContainer?.(container)
    }
    await this.waitForContainer(container, token)
    const published = await this.graph<{ id: string }>('POST', `/${request.accountId}/media_publish`, {
      creation_id: container,
      access_token: token,
    })
    const media = await this.graph<{ permalink?: string }>('GET', `/${published.id}`, {
      fields: 'permalink',
      access_token: token,
    }).catch(() => ({ permalink: undefined }))
    return { networkPostId: published.id, link: media.permalink ?? null }
  }

  private async waitForContainer(container: string, token: string) {
    const { times, everyMs } = this.options.containerPolls ?? { times: 10, everyMs: 3000 }
    for (let attempt = 0; attempt < times; attempt++) {
      const data = await this.graph<{ status_code?: string; status?: string }>('GET', `/${container}`, {
        fields: 'status_code,status',
        access_token: token,
      })
      if (data.status_code === 'FINISHED') return
      if (data.status_code === 'ERROR' || data.status_code === 'EXPIRED')
        throw new NetworkError(
          'refused',
          `Instagram could not use the image (${data.status ?? data.status_code})`,
        )
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
    throw new NetworkError('transient', 'Instagram is still processing the image')
  }

  private async publishToPage(request: PublishRequest): Promise<Published> {
    const params: Record<string, string> = { access_token: request.accessToken }
    const post: { id: string; post_id?: string } = request.imageUrl
      ? await this.graph<{ id: string; post_id?: string }>('POST', `/${request.accountId}/photos`, {
          ...params,
          url: request.imageUrl,
          caption: request.caption,
        })
      : await this.graph<{ id: string }>('POST', `/${request.accountId}/feed`, {
          ...params,
          message: request.caption,
        })
    const id = post.post_id ?? post.id
    return { networkPostId: id, link: `https://www.facebook.com/${id}` }
  }
}
