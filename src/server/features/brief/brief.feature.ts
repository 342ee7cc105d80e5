import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { llmSettingsOf } from '../../integrations/llm-client.ts'
import { briefAdminRoutes } from './brief.admin-routes.ts'
import { briefRoutes } from './brief.routes.ts'
import type { BriefImagePipeline } from './brief-images.ts'

/** The onboarding brief: the customer's routes, and the team's under /api/admin (with 'Draft with AI'). */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'config' | 'logger'> & { images: BriefImagePipeline },
): Promise<FeatureParts> {
  const brief = { db: deps.db, images: deps.images }
  await app.register(briefRoutes(brief))
  await app.register(briefAdminRoutes({ ...brief, llm: llmSettingsOf(deps.config), logger: deps.logger }), {
    prefix: ADMIN_PREFIX,
  })
  return {}
}
