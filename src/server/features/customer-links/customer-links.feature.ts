import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { customerLinksAdminRoutes } from './customer-links.admin-routes.ts'
import { customerLinksRoutes } from './customer-links.routes.ts'

/** A customer's Files page and the team's Manage links dialog. */
export async function register(app: FastifyInstance, deps: Pick<ServerDeps, 'db'>): Promise<FeatureParts> {
  await app.register(customerLinksRoutes(deps.db))
  await app.register(customerLinksAdminRoutes(deps.db), { prefix: ADMIN_PREFIX })
  return {}
}
