import type { FastifyInstance } from 'fastify'
import { requireAdmin } from '../../plugins/auth/guards.ts'
import { briefAdminRoutes } from './brief.admin-routes.ts'
import { briefRoutes } from './brief.routes.ts'
import type { BriefDeps } from './brief.service.ts'

/** The onboarding brief: the customer's routes, and the team's under /api/admin. */
export async function registerBrief(app: FastifyInstance, deps: BriefDeps): Promise<void> {
  await app.register(briefRoutes(deps))
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => {
        await requireAdmin(request)
      })
      await admin.register(briefAdminRoutes(deps))
    },
    { prefix: '/api/admin' },
  )
}
