import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/client.ts'
import { jobs } from '../db/schema/infrastructure.ts'
import { enqueue, type JobQueue } from './queue.ts'

/**
 * A recurring job is a chain: each run queues the next. The next run is queued unless one is already
 * waiting, under a lock on the queue's name, so two starting processes, or a retried or duplicated
 * run, never fork the chain. `exceptJobId`: the run that is queueing (it is itself still running).
 */
export async function queueNextRun(
  executor: Executor,
  queue: JobQueue,
  runAt: Date,
  exceptJobId?: string,
): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${queue.name}))`)
  const [waiting] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, queue.name),
        inArray(jobs.status, ['queued', 'running']),
        exceptJobId ? ne(jobs.id, exceptJobId) : undefined,
      ),
    )
    .limit(1)
  if (!waiting) await enqueue(executor, queue, {}, { runAt })
}

/** At start: makes sure the chain has a run queued (the first one now). */
export async function ensureRecurringJob(db: Database, queue: JobQueue): Promise<void> {
  await db.transaction((tx) => queueNextRun(tx, queue, new Date()))
}
