import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { auditAdminRoutes } from './audit.admin-routes.ts'

/** Admin Settings' audit log (plugins/audit records the entries as administrators act). */
export async function register(app: FastifyInstance, deps: Pick<ServerDeps, 'db'>): Promise<FeatureParts> {
  await app.register(auditAdminRoutes({ db: deps.db }), { prefix: ADMIN_PREFIX })
  return {}
}
