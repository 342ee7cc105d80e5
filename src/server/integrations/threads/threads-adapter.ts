import { graphErrorKind } from '../meta/meta-adapter.ts'
import { callNetwork, httpErrorKind, type NetworkRequest } from '../network-http.ts'
import {
  type NetworkAccount,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishRequest,
  type TokenSet,
} from '../networks.ts'

export interface ThreadsOptions {
  appId: string | undefined
  appSecret: string | undefined
  /** https://graph.threads.net/v1.0; the token endpoints are on the same host without the version. */
  apiUrl: string
  /** https://threads.net/oauth/authorize */
  oauthUrl: string
  timeoutMs?: number
  /** How often and how long to wait for Threads to fetch the image (tests: no wait). */
  containerPolls?: { times: number; everyMs: number }
}

export const THREADS_SCOPES = ['threads_basic', 'threads_content_publish']

/** Threads answers Graph API errors ({ error: { message, type, code } }); 429 and 401 as any network. */
function threadsError(status: number, headers: Headers, body: Record<string, unknown>) {
  if (status === 429) return httpErrorKind('Threads', status, headers, 'Threads asks us to slow down')
  return graphErrorKind(status, body as Parameters<typeof graphErrorKind>[1])
}

export class ThreadsAdapter implements NetworkAdapter {
  readonly network = 'threads' as const
  readonly configured: boolean
  private readonly options: ThreadsOptions

  constructor(options: ThreadsOptions) {
    this.options = options
    this.configured = Boolean(options.appId && options.appSecret)
  }

  /** graph.threads.net/oauth/access_token and /access_token are documented without the version. */
  private get origin() {
    return this.options.apiUrl.replace(/\/v\d+\.\d+$/, '')
  }

  private call<T>(url: string, params: Record<string, string>, request: NetworkRequest = {}) {
    const target = new URL(url)
    const form = new URLSearchParams(params)
    if (request.method !== 'POST') target.search = form.toString()
    return callNetwork<T>(
      'Threads',
      target,
      { ...request, ...(request.method === 'POST' ? { body: form } : {}), timeoutMs: this.options.timeoutMs },
      threadsError,
    ).then((answer) => answer.body)
  }

  /** Threads documents no PKCE for its login: the `state` alone guards the redirect. */
  authorizeUrl({ state, redirectUri }: { state: string; codeChallenge: string; redirectUri: string }) {
    const url = new URL(this.options.oauthUrl)
    url.search = new URLSearchParams({
      client_id: this.options.appId ?? '',
      redirect_uri: redirectUri,
      scope: THREADS_SCOPES.join(','),
      response_type: 'code',
      state,
    }).toString()
    return url.toString()
  }

  /** The code gives a one-hour token, exchanged at once for the 60-day one. */
  async exchangeCode({ code, redirectUri }: { code: string; codeVerifier: string; redirectUri: string }) {
    const short = await this.call<{ access_token: string }>(
      `${this.origin}/oauth/access_token`,
      {
        client_id: this.options.appId ?? '',
        client_secret: this.options.appSecret ?? '',
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code,
      },
      { method: 'POST' },
    )
    return this.longLived(
      await this.call<{ access_token: string; expires_in?: number }>(`${this.origin}/access_token`, {
        grant_type: 'th_exchange_token',
        client_secret: this.options.appSecret ?? '',
        access_token: short.access_token,
      }),
    )
  }

  private longLived(answer: { access_token: string; expires_in?: number }): TokenSet {
    return {
      accessToken: answer.access_token,
      expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : undefined,
    }
  }

  /** A long-lived token (at least a day old, not expired) is refreshed for another 60 days. */
  async refresh(token: TokenSet): Promise<TokenSet> {
    return this.longLived(
      await this.call<{ access_token: string; expires_in?: number }>(`${this.origin}/refresh_access_token`, {
        grant_type: 'th_refresh_token',
        access_token: token.accessToken,
      }),
    )
  }

  async listAccounts(accessToken: string): Promise<NetworkAccount[]> {
    const me = await this.call<{ id: string; username?: string; threads_profile_picture_url?: string }>(
      `${this.options.apiUrl}/me`,
      { fields: 'id,username,threads_profile_picture_url', access_token: accessToken },
    )
    return [
      {
        id: me.id,
        name: me.username ? `@${me.username}` : me.id,
        pictureUrl: me.threads_profile_picture_url ?? null,
        instagram: null,
      },
    ]
  }

  async accountToken(userToken: string): Promise<string> {
    return userToken
  }

  /** As Instagram: a media container (Threads fetches the image from our address), then publish. */
  async publish(
    request: PublishRequest,
    onContainer?: (id: string) => Promise<void>,
    containerId?: string,
  ): Promise<Published> {
    const token = request.accessToken
    let container = containerId
    if (!container) {
      const created = await this.call<{ id: string }>(
        `${this.options.apiUrl}/${request.accountId}/threads`,
        {
          media_type: request.imageUrl ? 'IMAGE' : 'TEXT',
          ...(request.imageUrl ? { image_url: request.imageUrl } : {}),
          text: request.caption,
          access_token: token,
        },
        { method: 'POST' },
      )
      container = created.id
      await onContainer?.(container)
    }
    await this.waitForContainer(container, token)
    const published = await this.call<{ id: string }>(
      `${this.options.apiUrl}/${request.accountId}/threads_publish`,
      { creation_id: container, access_token: token },
      { method: 'POST' },
    )
    const media = await this.call<{ permalink?: string }>(`${this.options.apiUrl}/${published.id}`, {
      fields: 'permalink',
      access_token: token,
    }).catch(() => ({ permalink: undefined }))
    return { networkPostId: published.id, link: media.permalink ?? null }
  }

  private async waitForContainer(container: string, token: string) {
    const { times, everyMs } = this.options.containerPolls ?? { times: 10, everyMs: 3000 }
    for (let attempt = 0; attempt < times; attempt++) {
      const data = await this.call<{ status?: string; error_message?: string }>(
        `${this.options.apiUrl}/${container}`,
        { fields: 'status,error_message', access_token: token },
      )
      if (data.status === 'FINISHED' || data.status === 'PUBLISHED') return
      if (data.status === 'ERROR' || data.status === 'EXPIRED')
        throw new NetworkError(
          'refused',
          `Threads could not use the post (${data.error_message ?? data.status})`,
        )
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
    throw new NetworkError('transient', 'Threads is still processing the image')
  }
}
