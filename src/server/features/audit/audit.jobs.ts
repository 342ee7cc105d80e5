import { lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { ensureRecurringJob, queueNextRun } from '../../jobs/recurring.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'

export const AUDIT_RETENTION_QUEUE = 'audit.retention'

/** Once a day: entries older than the privacy page's six years for records are deleted. */
export const AUDIT_RETENTION_JOBS: JobQueue = {
  name: AUDIT_RETENTION_QUEUE,
  label: 'Audit log: delete entries older than six years',
  retry: { baseDelayMs: 60_000, maxDelayMs: 60 * 60_000, retryForMs: 24 * 60 * 60_000 },
}

/** The privacy page: records are kept for up to six years. */
export const AUDIT_RETENTION_YEARS = 6
const EVERY_MS = 24 * 60 * 60_000

/** Deletes the entries older than the retention period; answers how many went. */
export async function deleteExpiredAuditEntries(db: Database): Promise<number> {
  const deleted = await db
    .delete(auditLog)
    .where(lt(auditLog.at, sql`now() - make_interval(years => ${AUDIT_RETENTION_YEARS})`))
    .returning({ id: auditLog.id })
  return deleted.length
}

export const ensureAuditRetentionJob = (db: Database) => ensureRecurringJob(db, AUDIT_RETENTION_JOBS)

export function runAuditRetentionJob(db: Database) {
  return async (job: ClaimedJob): Promise<void> => {
    await deleteExpiredAuditEntries(db)
    await db.transaction((tx) =>
      queueNextRun(tx, AUDIT_RETENTION_JOBS, new Date(Date.now() + EVERY_MS), job.id),
    )
  }
}
