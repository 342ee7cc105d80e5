import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { auditAdminRoutes } from './audit.admin-routes.ts'
import {
  AUDIT_RETENTION_JOBS,
  AUDIT_RETENTION_QUEUE,
  ensureAuditRetentionJob,
  runAuditRetentionJob,
} from './audit.jobs.ts'

/** Admin Settings' audit log (plugins/audit records the entries as administrators act) and its retention. */
export async function register(app: FastifyInstance, deps: Pick<ServerDeps, 'db'>): Promise<FeatureParts> {
  await app.register(auditAdminRoutes({ db: deps.db }), { prefix: ADMIN_PREFIX })
  return {
    queues: [AUDIT_RETENTION_JOBS],
    handlers: { [AUDIT_RETENTION_QUEUE]: runAuditRetentionJob(deps.db) },
    onJobsReady: () => ensureAuditRetentionJob(deps.db),
  }
}
