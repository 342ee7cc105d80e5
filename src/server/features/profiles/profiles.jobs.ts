import type { Database } from '../../db/client.ts'
import { NetworkError, type NetworkId } from '../../integrations/networks.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { ensureRecurringJob, queueNextRun } from '../../jobs/recurring.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import { listExpiringBefore, markBroken, saveRefreshed } from './profiles.repo.ts'
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

/** Refreshes the tokens that end within a week; answers how many were refreshed and how many broke. */
export async function refreshDueConnections(deps: ProfilesDeps) {
  const at = deps.now?.() ?? new Date()
  const due = await listExpiringBefore(deps.db, new Date(at.getTime() + REFRESH_WITHIN_MS))
  const totals = { refreshed: 0, broken: 0 }
  for (const row of due) {
    const adapter = deps.adapters[row.network as NetworkId]
    if (!adapter?.configured) continue
    try {
      const sealed = row.userToken ?? row.accessToken
      const tokens = await adapter.refresh({ accessToken: deps.vault.open(sealed) })
      await saveRefreshed(deps.db, row.id, {
        ...(row.userToken
          ? { userToken: deps.vault.seal(tokens.accessToken) }
          : { accessToken: deps.vault.seal(tokens.accessToken) }),
        expiresAt: tokens.expiresAt ?? null,
      })
      totals.refreshed++
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error
      // A slow or busy network is tried again on the next run; a refused token needs the customer.
      if (error.kind !== 'auth' && error.kind !== 'refused') continue
      await markBroken(deps.db, row.id, error.message)
      deps.onBroken?.(row.userId, row.channel, error.message)
      totals.broken++
    }
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
