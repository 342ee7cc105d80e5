import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { enqueue, type JobQueue } from '../../jobs/queue.ts'
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

/** Queues the next run unless one is waiting (two starting processes must not fork the chain). */
async function queueNextRun(executor: Executor, runAt: Date, exceptJobId?: string) {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${DUE_QUEUE}))`)
  const [waiting] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, DUE_QUEUE),
        inArray(jobs.status, ['queued', 'running']),
        exceptJobId ? ne(jobs.id, exceptJobId) : undefined,
      ),
    )
    .limit(1)
  if (!waiting) await enqueue(executor, DUE_JOBS, {}, { runAt })
}

export async function ensureDueJob(db: Database): Promise<void> {
  await db.transaction((tx) => queueNextRun(tx, new Date()))
}

export function runDueJob(deps: PublishingDeps) {
  return async (job: ClaimedJob): Promise<void> => {
    const now = deps.now?.() ?? new Date()
    await enqueueDuePublications(deps, now)
    // On the minute: a post due at 10:00 is queued within the first seconds of 10:00.
    const next = new Date(Math.floor(now.getTime() / EVERY_MS) * EVERY_MS + EVERY_MS)
    await deps.db.transaction((tx) => queueNextRun(tx, next, job.id))
  }
}
