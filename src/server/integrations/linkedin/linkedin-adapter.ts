import { callNetwork, fetchImage, httpErrorKind, type NetworkRequest, tokenSetFrom } from '../network-http.ts'
import {
  type NetworkAccount,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishRequest,
  type TokenSet,
} from '../networks.ts'

export interface LinkedInOptions {
  clientId: string | undefined
  clientSecret: string | undefined
  /** https://api.linkedin.com (the versioned /rest API and /v2/userinfo). */
  apiUrl: string
  /** https://www.linkedin.com/oauth/v2 (/authorization and /accessToken). */
  oauthUrl: string
  timeoutMs?: number
}

/** Sign in with OpenID Connect, post as the member, and post for the pages the member administers. */
export const LINKEDIN_SCOPES = [
  'openid',
  'profile',
  'w_member_social',
  'r_organization_admin',
  'w_organization_social',
]

/** The versioned API's month (LinkedIn keeps each version for about a year). */
export const LINKEDIN_VERSION = '202601'

/** LinkedIn's "little text" format: these characters are markup unless escaped with a backslash. */
export function escapeLittleText(text: string): string {
  return text.replace(/[\\|{}@[\]()<>#*_~]/g, (character) => `\\${character}`)
}

function linkedInError(status: number, headers: Headers, body: Record<string, unknown>) {
  const message =
    (typeof body.message === 'string' && body.message) ||
    (typeof body.error_description === 'string' && body.error_description) ||
    undefined
  return httpErrorKind(
    'LinkedIn',
    status,
    headers,
    message,
    typeof body.error === 'string' ? body.error : undefined,
  )
}

export class LinkedInAdapter implements NetworkAdapter {
  readonly network = 'linkedin' as const
  readonly configured: boolean
  private readonly options: LinkedInOptions

  constructor(options: LinkedInOptions) {
    this.options = options
    this.configured = Boolean(options.clientId && options.clientSecret)
  }

  private call<T>(url: string, request: NetworkRequest) {
    const headers: Record<string, string> = {
      'LinkedIn-Version': LINKEDIN_VERSION,
      'X-Restli-Protocol-Version': '2.0.0',
      ...request.headers,
    }
    return callNetwork<T>(
      'LinkedIn',
      url,
      { ...request, headers, timeoutMs: this.options.timeoutMs },
      linkedInError,
    )
  }

  /** LinkedIn documents PKCE for native apps only, so the web flow sends `state` alone. */
  authorizeUrl({ state, redirectUri }: { state: string; codeChallenge: string; redirectUri: string }) {
    const url = new URL(`${this.options.oauthUrl}/authorization`)
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.options.clientId ?? '',
      redirect_uri: redirectUri,
      state,
      scope: LINKEDIN_SCOPES.join(' '),
    }).toString()
    return url.toString()
  }

  private async token(form: Record<string, string>): Promise<TokenSet> {
    const { body } = await this.call<Record<string, unknown>>(`${this.options.oauthUrl}/accessToken`, {
      method: 'POST',
      body: new URLSearchParams({
        ...form,
        client_id: this.options.clientId ?? '',
        client_secret: this.options.clientSecret ?? '',
      }),
    })
    return tokenSetFrom(body)
  }

  exchangeCode({ code, redirectUri }: { code: string; codeVerifier: string; redirectUri: string }) {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri })
  }

  /** Only apps LinkedIn has approved for refresh tokens get one; the others sign in again every 60 days. */
  async refresh(token: TokenSet): Promise<TokenSet> {
    if (!token.refreshToken)
      throw new NetworkError('auth', 'LinkedIn asks the customer to sign in again every 60 days')
    const refreshed = await this.token({ grant_type: 'refresh_token', refresh_token: token.refreshToken })
    return { ...refreshed, refreshToken: refreshed.refreshToken ?? token.refreshToken }
  }

  /** The member's own profile (personal channel) and the pages they administer (company channel). */
  async listAccounts(accessToken: string): Promise<NetworkAccount[]> {
    const { body: me } = await this.call<{ sub: string; name?: string; picture?: string }>(
      `${this.options.apiUrl}/v2/userinfo`,
      { token: accessToken },
    )
    const person: NetworkAccount = {
      id: `urn:li:person:${me.sub}`,
      name: `${me.name ?? 'Your LinkedIn profile'} (personal profile)`,
      pictureUrl: me.picture ?? null,
      instagram: null,
      channel: 'linkedin-personal',
    }
    return [person, ...(await this.organisations(accessToken))]
  }

  private async organisations(accessToken: string): Promise<NetworkAccount[]> {
    const acls = await this.call<{ elements?: { organization?: string; state?: string }[] }>(
      `${this.options.apiUrl}/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED`,
      { token: accessToken },
    ).catch((error: unknown) => {
      // Without the page scopes (a member who administers no page) LinkedIn refuses the list: no pages.
      if (error instanceof NetworkError && error.kind === 'refused') return { body: { elements: [] } }
      throw error
    })
    const urns = (acls.body.elements ?? []).flatMap((acl) => (acl.organization ? [acl.organization] : []))
    return Promise.all(
      urns.map(async (urn) => {
        const id = urn.split(':').at(-1) ?? ''
        const { body } = await this.call<{ localizedName?: string }>(
          `${this.options.apiUrl}/rest/organizations/${encodeURIComponent(id)}`,
          { token: accessToken },
        )
        return {
          id: urn,
          name: `${body.localizedName ?? urn} (company page)`,
          pictureUrl: null,
          instagram: null,
          channel: 'linkedin-company' as const,
        }
      }),
    )
  }

  /** The member's token posts for the member and for the pages they administer. */
  async accountToken(userToken: string): Promise<string> {
    return userToken
  }

  /**
   * Images API (initializeUpload, then PUT the bytes), then Posts API. The image's URN is recorded as the
   * container, so a retry after a failed post reuses the upload.
   */
  async publish(
    request: PublishRequest,
    onContainer?: (id: string) => Promise<void>,
    containerId?: string,
  ): Promise<Published> {
    let image = containerId
    if (request.imageUrl && !image) {
      const bytes = await fetchImage('LinkedIn', request.imageUrl)
      const { body } = await this.call<{ value?: { uploadUrl?: string; image?: string } }>(
        `${this.options.apiUrl}/rest/images?action=initializeUpload`,
        {
          method: 'POST',
          token: request.accessToken,
          json: { initializeUploadRequest: { owner: request.accountId } },
        },
      )
      const uploadUrl = body.value?.uploadUrl
      if (!uploadUrl || !body.value?.image)
        throw new NetworkError('transient', 'LinkedIn gave no upload address')
      await this.call(uploadUrl, {
        method: 'PUT',
        token: request.accessToken,
        headers: { 'content-type': 'image/jpeg' },
        body: bytes,
      })
      image = body.value.image
      await onContainer?.(image)
    }
    const { headers, body } = await this.call<{ id?: string }>(`${this.options.apiUrl}/rest/posts`, {
      method: 'POST',
      token: request.accessToken,
      json: {
        author: request.accountId,
        commentary: escapeLittleText(request.caption),
        visibility: 'PUBLIC',
        distribution: {
          feedDistribution: 'MAIN_FEED',
          targetEntities: [],
          thirdPartyDistributionChannels: [],
        },
        ...(image ? { content: { media: { id: image } } } : {}),
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      },
    })
    // The new post's URN comes in the x-restli-id header (201 Created, empty body).
    const urn = headers.get('x-restli-id') ?? body.id
    if (!urn) throw new NetworkError('refused', 'LinkedIn did not say which post it created')
    return { networkPostId: urn, link: `https://www.linkedin.com/feed/update/${urn}/` }
  }
}
