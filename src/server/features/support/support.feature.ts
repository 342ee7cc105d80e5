import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { supportAdminRoutes } from './support.admin-routes.ts'
import { supportRoutes } from './support.routes.ts'
import type { SupportBilling, SupportDeps } from './support.service.ts'
import { openTicketCount } from './support-admin.service.ts'

/** The customers' support requests and the team's tickets; lends the open-ticket badge. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config' | 'notices' | 'counts'> & { billing: SupportBilling },
): Promise<FeatureParts & { openTickets(): Promise<number> }> {
  const { db, email, notices, counts, config, billing } = deps
  const support: SupportDeps = {
    db,
    email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    notices,
    counts,
    billing,
  }
  await app.register(supportRoutes(support))
  await app.register(supportAdminRoutes(support), { prefix: ADMIN_PREFIX })
  return { openTickets: () => openTicketCount(support) }
}
