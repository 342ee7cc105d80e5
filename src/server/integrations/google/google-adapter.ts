import { callNetwork, httpErrorKind, type NetworkRequest, tokenSetFrom } from '../network-http.ts'
import {
  type NetworkAccount,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishRequest,
  type TokenSet,
} from '../networks.ts'

export interface GoogleOptions {
  clientId: string | undefined
  clientSecret: string | undefined
  /** https://accounts.google.com/o/oauth2/v2/auth */
  oauthUrl: string
  /** https://oauth2.googleapis.com/token */
  tokenUrl: string
  /** https://mybusinessaccountmanagement.googleapis.com (accounts). */
  accountApiUrl: string
  /** https://mybusinessbusinessinformation.googleapis.com (locations). */
  locationApiUrl: string
  /** https://mybusiness.googleapis.com (v4 localPosts). */
  apiUrl: string
  timeoutMs?: number
}

export const GOOGLE_SCOPES = ['https://www.googleapis.com/auth/business.manage']

/** Google APIs answer { error: { code, message, status } }; the token endpoint { error, error_description }. */
function googleError(status: number, headers: Headers, body: Record<string, unknown>) {
  const error = body.error
  if (error && typeof error === 'object') {
    const { message, status: reason } = error as { message?: string; status?: string }
    if (reason === 'RESOURCE_EXHAUSTED') return httpErrorKind('Google', 429, headers, message)
    if (reason === 'UNAUTHENTICATED') return httpErrorKind('Google', 401, headers, message)
    return httpErrorKind('Google', status, headers, message)
  }
  const description = typeof body.error_description === 'string' ? body.error_description : undefined
  return httpErrorKind('Google', status, headers, description, typeof error === 'string' ? error : undefined)
}

export class GoogleAdapter implements NetworkAdapter {
  readonly network = 'google' as const
  readonly configured: boolean
  private readonly options: GoogleOptions

  constructor(options: GoogleOptions) {
    this.options = options
    this.configured = Boolean(options.clientId && options.clientSecret)
  }

  private call<T>(url: string, request: NetworkRequest) {
    return callNetwork<T>('Google', url, { ...request, timeoutMs: this.options.timeoutMs }, googleError)
  }

  /** PKCE (S256) and offline access, with consent asked again so a refresh token always comes back. */
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
      client_id: this.options.clientId ?? '',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: GOOGLE_SCOPES.join(' '),
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString()
    return url.toString()
  }

  private async token(form: Record<string, string>): Promise<TokenSet> {
    const { body } = await this.call<Record<string, unknown>>(this.options.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({
        ...form,
        client_id: this.options.clientId ?? '',
        client_secret: this.options.clientSecret ?? '',
      }),
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
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
    })
  }

  /** Access tokens last an hour; the refresh token stays the same until the customer revokes it. */
  async refresh(token: TokenSet): Promise<TokenSet> {
    if (!token.refreshToken) throw new NetworkError('auth', 'Google needs the customer to sign in again')
    const refreshed = await this.token({ grant_type: 'refresh_token', refresh_token: token.refreshToken })
    return { ...refreshed, refreshToken: refreshed.refreshToken ?? token.refreshToken }
  }

  /** Every location of every account the person manages; one location is one channel. */
  async listAccounts(accessToken: string): Promise<NetworkAccount[]> {
    const { body } = await this.call<{ accounts?: { name: string; accountName?: string }[] }>(
      `${this.options.accountApiUrl}/v1/accounts`,
      { token: accessToken },
    )
    const perAccount = await Promise.all(
      (body.accounts ?? []).map(async (account) => {
        const { body: page } = await this.call<{ locations?: { name: string; title?: string }[] }>(
          `${this.options.locationApiUrl}/v1/${account.name}/locations?readMask=name,title&pageSize=100`,
          { token: accessToken },
        )
        return (page.locations ?? []).map((location) => ({
          // The v4 localPosts path needs both: accounts/{a}/locations/{l}.
          id: `${account.name}/${location.name}`,
          name: location.title ?? location.name,
          pictureUrl: null,
          instagram: null,
        }))
      }),
    )
    return perAccount.flat()
  }

  async accountToken(userToken: string): Promise<string> {
    return userToken
  }

  /** A standard local post ("What's new"); Google fetches the photo from our signed address. */
  async publish(request: PublishRequest): Promise<Published> {
    const { body } = await this.call<{ name?: string; searchUrl?: string }>(
      `${this.options.apiUrl}/v4/${request.accountId}/localPosts`,
      {
        method: 'POST',
        token: request.accessToken,
        json: {
          languageCode: 'en-GB',
          summary: request.caption,
          topicType: 'STANDARD',
          ...(request.imageUrl ? { media: [{ mediaFormat: 'PHOTO', sourceUrl: request.imageUrl }] } : {}),
        },
      },
    )
    if (!body.name) throw new NetworkError('refused', 'Google did not say which post it created')
    return { networkPostId: body.name, link: body.searchUrl ?? null }
  }
}
