import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { briefAdminRoutes } from './brief.admin-routes.ts'
import { briefRoutes } from './brief.routes.ts'
import type { BriefImagePipeline } from './brief-images.ts'

/** The onboarding brief: the customer's routes, and the team's under /api/admin. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db'> & { images: BriefImagePipeline },
): Promise<FeatureParts> {
  const brief = { db: deps.db, images: deps.images }
  await app.register(briefRoutes(brief))
  await app.register(briefAdminRoutes(brief), { prefix: ADMIN_PREFIX })
  return {}
}
