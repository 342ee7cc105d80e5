import type { Database } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { ensureRecurringJob, queueNextRun } from '../../jobs/recurring.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import { enqueueDuePublications, type PublishingDeps } from './publishing.service.ts'

export const DUE_QUEUE = 'publishing.due'

/** Every minute: the approved posts that are due get their publish jobs (a job that queues its next run). */
export const DUE_JOBS: JobQueue = {
  name: DUE_QUEUE,
  label: 'Publishing: queue the approved posts that are due',
  retry: { baseDelayMs: 5000, maxDelayMs: 60_000, retryForMs: 10 * 60_000 },
}

const EVERY_MS = 60_000

export async function ensureDueJob(db: Database): Promise<void> {
  await ensureRecurringJob(db, DUE_JOBS)
}

export function runDueJob(deps: PublishingDeps) {
  return async (job: ClaimedJob): Promise<void> => {
    const now = deps.now?.() ?? new Date()
    await enqueueDuePublications(deps, now)
    // On the minute: a post due at 10:00 is queued within the first seconds of 10:00.
    const next = new Date(Math.floor(now.getTime() / EVERY_MS) * EVERY_MS + EVERY_MS)
    await deps.db.transaction((tx) => queueNextRun(tx, DUE_JOBS, next, job.id))
  }
}
