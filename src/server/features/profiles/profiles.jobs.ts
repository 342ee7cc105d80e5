import type { Database } from '../../db/client.ts'
import { NetworkError, type NetworkId, type TokenSet } from '../../integrations/networks.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { ensureRecurringJob, queueNextRun } from '../../jobs/recurring.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import { type ConnectionRow, listExpiringBefore, markBroken, saveRefreshed } from './profiles.repo.ts'
import type { ProfilesDeps } from './profiles.service.ts'

export const REFRESH_QUEUE = 'profiles.refresh'

/** Every hour: tokens ending within a week are refreshed; a refused one marks its connection broken. */
export const REFRESH_JOBS: JobQueue = {
  name: REFRESH_QUEUE,
  label: 'Connected profiles: refresh social network tokens before they expire',
  retry: { baseDelayMs: 60_000, maxDelayMs: 15 * 60_000, retryForMs: 60 * 60_000 },
}

const REFRESH_WITHIN_MS = 7 * 24 * 60 * 60_000
const EVERY_MS = 60 * 60_000

/**
 * Refreshes one connection's token: Meta's long-lived user token is exchanged for a new one; an OAuth 2
 * network's refresh token gives a new access token (and X a new refresh token: each is used once).
 * A refused refresh marks the connection broken; a slow or busy network is tried again later.
 */
export async function refreshConnection(
  deps: ProfilesDeps,
  row: ConnectionRow,
): Promise<TokenSet | 'broken' | null> {
  const adapter = deps.adapters[row.network as NetworkId]
  if (!adapter?.configured) return null
  try {
    const tokens = await adapter.refresh(
      row.refreshToken
        ? { accessToken: deps.vault.open(row.accessToken), refreshToken: deps.vault.open(row.refreshToken) }
        : { accessToken: deps.vault.open(row.userToken ?? row.accessToken) },
    )
    const sealed = deps.vault.seal(tokens.accessToken)
    // Meta posts with a Page token read through the user's token; Threads and the others with the user's own.
    const postsWithUserToken =
      !row.userToken || deps.vault.open(row.userToken) === deps.vault.open(row.accessToken)
    await saveRefreshed(deps.db, row.id, {
      ...(row.userToken && !row.refreshToken ? { userToken: sealed } : {}),
      ...(postsWithUserToken || row.refreshToken ? { accessToken: sealed } : {}),
      ...(tokens.refreshToken ? { refreshToken: deps.vault.seal(tokens.refreshToken) } : {}),
      expiresAt: tokens.expiresAt ?? null,
    })
    return tokens
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
    if (error.kind !== 'auth' && error.kind !== 'refused') return null
    await markBroken(deps.db, row.id, error.message)
    deps.onBroken?.(row.userId, row.channel, error.message)
    return 'broken'
  }
}

/** Refreshes the tokens that end within a week; answers how many were refreshed and how many broke. */
export async function refreshDueConnections(deps: ProfilesDeps) {
  const at = deps.now?.() ?? new Date()
  const due = await listExpiringBefore(deps.db, new Date(at.getTime() + REFRESH_WITHIN_MS))
  const totals = { refreshed: 0, broken: 0 }
  for (const row of due) {
    const outcome = await refreshConnection(deps, row)
    if (outcome === 'broken') totals.broken++
    else if (outcome) totals.refreshed++
  }
  return totals
}

export async function ensureRefreshJob(db: Database): Promise<void> {
  await ensureRecurringJob(db, REFRESH_JOBS)
}

export function runRefreshJob(deps: ProfilesDeps) {
  return async (job: ClaimedJob): Promise<void> => {
    await refreshDueConnections(deps)
    const next = new Date((deps.now?.() ?? new Date()).getTime() + EVERY_MS)
    await deps.db.transaction((tx) => queueNextRun(tx, REFRESH_JOBS, next, job.id))
  }
}
