import { AppError } from '#shared/errors.ts'
import type { FailedJob, FailedJobListResponse } from '#shared/schemas/job-queue.ts'
import type { Database } from '../../db/client.ts'
import { identifyingFields, type JobQueue, requeueFailedJobs } from '../../jobs/queue.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import { countFailedJobs, findJob, type JobRow, listFailedJobs } from './job-queue.repo.ts'

/** Enough for a page; the total says when there are more. */
const LIST_LIMIT = 100

export interface AdminJobsDeps {
  db: Database
  /** The declared queues, for labels and identifying fields. */
  queues: readonly JobQueue[]
  /** Told after jobs were queued again (`jobs`), so administrators' views refresh. */
  notices: Notices
}

export function toFailedJob(row: JobRow, queue: JobQueue | undefined): FailedJob {
  return {
    id: row.id,
    queue: row.queue,
    label: queue?.label ?? row.queue,
    fields: identifyingFields(queue, row.payload),
    paymentRelated: queue?.paymentRelated ?? false,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  }
}

export async function listFailed(deps: AdminJobsDeps): Promise<FailedJobListResponse> {
  const [rows, total] = await Promise.all([listFailedJobs(deps.db, LIST_LIMIT), countFailedJobs(deps.db)])
  const queues = new Map(deps.queues.map((queue) => [queue.name, queue]))
  return { jobs: rows.map((row) => toFailedJob(row, queues.get(row.queue))), total }
}

/** Tells the views of the queues' records (a training document's status) that their jobs were requeued. */
function refreshViewsOf(deps: AdminJobsDeps, queueNames: readonly string[]) {
  for (const name of new Set(queueNames)) deps.queues.find((queue) => queue.name === name)?.refreshViews?.()
}

/** Gives one failed job a fresh series of attempts. */
export async function retryJob(deps: AdminJobsDeps, id: string): Promise<number> {
  const retried = await deps.db.transaction(async (tx) => {
    const job = await findJob(tx, id)
    if (!job) throw new AppError('not_found', 'No job with that ID')
    const requeued = await requeueFailedJobs(tx, { id }, deps.queues)
    if (requeued.length === 0) throw new AppError('conflict', 'Only a failed job can be retried.')
    return { count: requeued.length, queue: job.queue }
  })
  deps.notices.tell('jobs', { admins: true })
  refreshViewsOf(deps, [retried.queue])
  return retried.count
}

/** Gives every failed job, of every queue, a fresh series of attempts. */
export async function retryAllFailed(deps: AdminJobsDeps): Promise<number> {
  const requeued = await deps.db.transaction((tx) => requeueFailedJobs(tx, 'all', deps.queues))
  if (requeued.length > 0) deps.notices.tell('jobs', { admins: true })
  refreshViewsOf(
    deps,
    requeued.map((job) => job.queue),
  )
  return requeued.length
}
