import type { ChannelId } from '#shared/catalogue/channels.ts'

/** The networks we sign in to; one login can serve several channels (Meta: Facebook Page and Instagram). */
export const networkIds = ['meta', 'linkedin', 'x', 'google', 'threads'] as const
export type NetworkId = (typeof networkIds)[number]

export const NETWORK_OF_CHANNEL: Record<ChannelId, NetworkId> = {
  facebook: 'meta',
  instagram: 'meta',
  'linkedin-personal': 'linkedin',
  'linkedin-company': 'linkedin',
  'x-twitter': 'x',
  'google-business': 'google',
  threads: 'threads',
}

export interface TokenSet {
  accessToken: string
  refreshToken?: string | undefined
  /** When the access token stops working; undefined: the network gives no date. */
  expiresAt?: Date | undefined
}

/** An account the customer may pick after signing in (a Facebook Page, with its Instagram account). */
export interface NetworkAccount {
  id: string
  name: string
  pictureUrl: string | null
  /** The Instagram professional account linked to the Page, when there is one. */
  instagram: { id: string; username: string; pictureUrl: string | null } | null
  /** The one channel this account can serve (LinkedIn: the personal profile or a company page); unset: any. */
  channel?: ChannelId | undefined
}

export interface PublishRequest {
  channel: ChannelId
  /** The account's id on the network (the Page, the Instagram user). */
  accountId: string
  accessToken: string
  caption: string
  /** A public, signed, expiring address the network fetches the image from (JPEG). */
  imageUrl: string | null
}

export interface Published {
  /** The network's id of the post: recorded before the post is marked published. */
  networkPostId: string
  link: string | null
}

/** How a network's refusal is handled: retried later, the customer asked to reconnect, or a failure with its reason. */
export type NetworkErrorKind = 'rate_limited' | 'transient' | 'auth' | 'refused'

export class NetworkError extends Error {
  readonly kind: NetworkErrorKind
  /** For 'rate_limited': how long the network asks us to wait. */
  readonly retryAfterMs: number | undefined

  constructor(kind: NetworkErrorKind, message: string, retryAfterMs?: number) {
    super(message)
    this.name = 'NetworkError'
    this.kind = kind
    this.retryAfterMs = retryAfterMs
  }
}

/** One network behind one interface: sign-in (OAuth 2 with state, PKCE where the network has it), refresh, publish. */
export interface NetworkAdapter {
  readonly network: NetworkId
  /** False when the app keys are unset: the channel is published by hand. */
  readonly configured: boolean
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet>
  listAccounts(accessToken: string): Promise<NetworkAccount[]>
  /** The account's own token (a Page's token), read again with the user's token. */
  accountToken(userToken: string, accountId: string): Promise<string>
  refresh(token: TokenSet): Promise<TokenSet>
  /** Creates a container first where the network wants one; a retry after a recorded container reuses it. */
  publish(
    request: PublishRequest,
    onContainer?: (containerId: string) => Promise<void>,
    containerId?: string,
  ): Promise<Published>
}
