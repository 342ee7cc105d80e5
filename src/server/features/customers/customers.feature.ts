import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { adminCustomersRoutes } from './customers.admin-routes.ts'
import type { AdminCustomersDeps } from './customers.service.ts'

/** The team's Customers page, customer card and overview (with messaging's and support's badges). */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'counts' | 'now'> & Pick<AdminCustomersDeps, 'badges'>,
): Promise<FeatureParts> {
  const { db, counts, badges, now } = deps
  await app.register(adminCustomersRoutes({ db, counts, badges, now }), { prefix: ADMIN_PREFIX })
  return {}
}
