import { createHash, randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { type ChannelId, checkoutChannels, isChannelId } from '#shared/catalogue/channels.ts'
import { AppError } from '#shared/errors.ts'
import {
  BY_HAND,
  CHANNEL_NOT_BOUGHT,
  type ConnectionState,
  DISCONNECTED_NOTICE,
  NO_INSTAGRAM_PROFESSIONAL,
  NOTHING_TO_CHOOSE,
  type ProfilesResponse,
} from '#shared/schemas/profiles.ts'
import type { Database } from '../../db/client.ts'
import {
  NETWORK_OF_CHANNEL,
  type NetworkAccount,
  type NetworkAdapter,
  NetworkError,
  type NetworkId,
} from '../../integrations/networks.ts'
import type { TokenVault } from '../../integrations/token-vault.ts'
import { refreshConnection } from './profiles.jobs.ts'
import {
  boughtChannels,
  type ConnectionRow,
  deleteChoice,
  deleteConnection,
  findChoice,
  insertSignIn,
  listAllConnections,
  listConnections,
  saveChoice,
  takeSignIn,
  upsertConnection,
} from './profiles.repo.ts'

export interface ProfilesDeps {
  db: Database
  vault: TokenVault
  adapters: Partial<Record<NetworkId, NetworkAdapter>>
  appUrl: string
  logger: FastifyBaseLogger
  now?: () => Date
  /** Tells the team a connection broke (badge and e-mail are the caller's). */
  onBroken?: (userId: string, channel: string, reason: string) => void
}

const SIGN_IN_MINUTES = 10
const EXPIRING_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

const hash = (value: string) => createHash('sha256').update(value).digest('hex')
const now = (deps: ProfilesDeps) => deps.now?.() ?? new Date()

export function callbackUrl(deps: ProfilesDeps, network: NetworkId): string {
  return `${deps.appUrl}/api/profiles/${network}/callback`
}

export function connectionState(row: ConnectionRow, at: Date): ConnectionState {
  if (row.status === 'broken') return 'needs_reconnecting'
  // A refresh token renews the short-lived access token (an hour or two) without the customer.
  if (row.refreshToken) return 'connected'
  if (row.expiresAt && row.expiresAt <= at) return 'needs_reconnecting'
  if (row.expiresAt && row.expiresAt.getTime() - at.getTime() < EXPIRING_DAYS * DAY_MS) return 'expiring'
  return 'connected'
}

function adapterFor(deps: ProfilesDeps, network: NetworkId): NetworkAdapter | undefined {
  const adapter = deps.adapters[network]
  return adapter?.configured ? adapter : undefined
}

/** One row per channel the customer bought, with its connection (never a token). */
export async function listProfiles(deps: ProfilesDeps, userId: string): Promise<ProfilesResponse> {
  const [bought, connections, choice] = await Promise.all([
    boughtChannels(deps.db, userId),
    listConnections(deps.db, userId),
    findChoice(deps.db, userId),
  ])
  const at = now(deps)
  const channels = checkoutChannels
    .filter((channel) => bought.includes(channel.id))
    .map((channel) => {
      const network = NETWORK_OF_CHANNEL[channel.id]
      const row = connections.find((connection) => connection.channel === channel.id)
      return {
        channel: channel.id,
        name: channel.name,
        network,
        configured: adapterFor(deps, network) !== undefined,
        connection: row
          ? {
              accountName: row.accountName,
              pictureUrl: row.pictureUrl,
              state: connectionState(row, at),
              connectedAt: row.createdAt.toISOString(),
            }
          : null,
      }
    })
  const live = choice && (!choice.expiresAt || choice.expiresAt > at) ? choice : undefined
  return {
    channels,
    choice: live
      ? {
          network: live.network as NetworkId,
          accounts: (live.accounts as NetworkAccount[]).map((account) => ({
            id: account.id,
            name: account.name,
            pictureUrl: account.pictureUrl,
            instagramUsername: account.instagram?.username ?? null,
          })),
        }
      : null,
  }
}

/** Starts a sign-in: a one-use `state` and a PKCE verifier kept server-side; answers the network's address. */
export async function startConnect(deps: ProfilesDeps, userId: string, network: NetworkId) {
  const adapter = adapterFor(deps, network)
  if (!adapter) throw new AppError('bad_request', BY_HAND)
  const bought = await boughtChannels(deps.db, userId)
  if (!bought.some((channel) => isChannelId(channel) && NETWORK_OF_CHANNEL[channel] === network))
    throw new AppError('forbidden', CHANNEL_NOT_BOUGHT)
  const state = randomBytes(32).toString('base64url')
  const verifier = randomBytes(48).toString('base64url')
  await insertSignIn(deps.db, {
    stateHash: hash(state),
    userId,
    network,
    codeVerifier: deps.vault.seal(verifier),
    expiresAt: new Date(now(deps).getTime() + SIGN_IN_MINUTES * 60_000),
  })
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url')
  return { url: adapter.authorizeUrl({ state, codeChallenge, redirectUri: callbackUrl(deps, network) }) }
}

export type CallbackResult = 'choose' | 'denied' | 'expired' | 'failed'

/**
 * The network's redirect back. The state is taken once (a replay finds nothing) and must be the
 * caller's own; then the code becomes tokens and the customer is asked which account to post to.
 */
export async function finishConnect(
  deps: ProfilesDeps,
  userId: string,
  network: NetworkId,
  query: { state?: string | undefined; code?: string | undefined; error?: string | undefined },
): Promise<CallbackResult> {
  if (!query.state) return 'expired'
  const signIn = await takeSignIn(deps.db, hash(query.state), now(deps))
  if (!signIn || signIn.userId !== userId || signIn.network !== network) return 'expired'
  if (query.error || !query.code) return 'denied'
  const adapter = adapterFor(deps, network)
  if (!adapter) return 'failed'
  try {
    const tokens = await adapter.exchangeCode({
      code: query.code,
      codeVerifier: deps.vault.open(signIn.codeVerifier),
      redirectUri: callbackUrl(deps, network),
    })
    const bought = await boughtChannels(deps.db, userId)
    const accounts = (await adapter.listAccounts(tokens.accessToken)).filter(
      (account) => !account.channel || bought.includes(account.channel),
    )
    await saveChoice(deps.db, {
      userId,
      network,
      userToken: deps.vault.seal(tokens.accessToken),
      refreshToken: tokens.refreshToken ? deps.vault.seal(tokens.refreshToken) : null,
      expiresAt: tokens.expiresAt ?? null,
      accounts,
    })
    return 'choose'
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
    deps.logger.warn({ network, kind: error.kind, reason: error.message }, 'social sign-in refused')
    return 'failed'
  }
}

/** The customer picks the Page: Facebook and Instagram (as bought) are connected with the Page's token. */
export async function chooseAccount(deps: ProfilesDeps, userId: string, accountId: string) {
  const choice = await findChoice(deps.db, userId)
  const at = now(deps)
  if (!choice || (choice.expiresAt && choice.expiresAt <= at))
    throw new AppError('bad_request', NOTHING_TO_CHOOSE)
  const account = (choice.accounts as NetworkAccount[]).find((candidate) => candidate.id === accountId)
  if (!account) throw new AppError('not_found', NOTHING_TO_CHOOSE)
  const network = choice.network as NetworkId
  const bought = (await boughtChannels(deps.db, userId)).filter(
    (channel): channel is ChannelId =>
      isChannelId(channel) &&
      NETWORK_OF_CHANNEL[channel] === network &&
      (!account.channel || account.channel === channel),
  )
  if (bought.includes('instagram') && !account.instagram)
    throw new AppError('validation_failed', NO_INSTAGRAM_PROFESSIONAL, {
      accountId: NO_INSTAGRAM_PROFESSIONAL,
    })
  const adapter = adapterFor(deps, network)
  if (!adapter) throw new AppError('bad_request', BY_HAND)
  const userToken = deps.vault.open(choice.userToken)
  let pageToken: string
  try {
    pageToken = await adapter.accountToken(userToken, account.id)
  } catch (error) {
    if (error instanceof NetworkError) throw new AppError('bad_request', error.message)
    throw error
  }
  await deps.db.transaction(async (tx) => {
    for (const channel of bought) {
      const instagram = channel === 'instagram' ? account.instagram : null
      await upsertConnection(tx, {
        userId,
        channel,
        network,
        accountId: instagram?.id ?? account.id,
        accountName: instagram ? `@${instagram.username}` : account.name,
        pictureUrl: instagram?.pictureUrl ?? account.pictureUrl,
        accessToken: deps.vault.seal(pageToken),
        userToken: choice.userToken,
        refreshToken: choice.refreshToken,
        expiresAt: choice.expiresAt,
      })
    }
    await deleteChoice(tx, userId)
  })
  return { notice: `Connected to ${account.name}` }
}

export async function disconnect(deps: ProfilesDeps, userId: string, channel: ChannelId) {
  if (!(await deleteConnection(deps.db, userId, channel))) throw new AppError('not_found', 'Not connected')
  return { notice: DISCONNECTED_NOTICE }
}

/** What publishing needs to post to a channel: the account and its token (opened only in the server). */
export async function channelCredentials(deps: ProfilesDeps, userId: string, channel: string) {
  const { findConnection } = await import('./profiles.repo.ts')
  const row = await findConnection(deps.db, userId, channel)
  if (!row || connectionState(row, now(deps)) === 'needs_reconnecting') return null
  const accessToken = row.refreshToken ? await freshAccessToken(deps, row) : deps.vault.open(row.accessToken)
  return accessToken ? { accountId: row.accountId, accessToken } : null
}

const REFRESH_BEFORE_USE_MS = 5 * 60_000

/** An access token about to end (X: two hours, Google: one) is refreshed before it is used; null if refused. */
async function freshAccessToken(deps: ProfilesDeps, row: ConnectionRow): Promise<string | null> {
  const at = now(deps).getTime()
  if (!row.expiresAt || row.expiresAt.getTime() - at > REFRESH_BEFORE_USE_MS)
    return deps.vault.open(row.accessToken)
  const refreshed = await refreshConnection(deps, row)
  if (refreshed === 'broken') return null
  if (refreshed) return refreshed.accessToken
  // The network was busy: the old token while it lasts, else a retry later.
  if (row.expiresAt.getTime() > at) return deps.vault.open(row.accessToken)
  throw new NetworkError('transient', 'The network did not renew the access token in time')
}

/** The network refused the channel's token: the customer must reconnect, and the team is told. */
export async function reportBrokenConnection(
  deps: ProfilesDeps,
  userId: string,
  channel: string,
  reason: string,
) {
  const { findConnection, markBroken } = await import('./profiles.repo.ts')
  const row = await findConnection(deps.db, userId, channel)
  if (!row) return
  await markBroken(deps.db, row.id, reason)
  deps.onBroken?.(userId, channel, reason)
}

/** Every customer's connections and their state, for the team. */
export async function teamConnections(deps: ProfilesDeps) {
  const at = deps.now?.() ?? new Date()
  const rows = await listAllConnections(deps.db)
  return {
    connections: rows.map(({ connection, email }) => ({
      userId: connection.userId,
      email,
      channel: connection.channel as ChannelId,
      accountName: connection.accountName,
      state: connectionState(connection, at),
      brokenReason: connection.brokenReason,
      updatedAt: connection.updatedAt.toISOString(),
    })),
  }
}
