import type { FastifyInstance } from 'fastify'
import type { FeatureParts, ServerDeps } from '../../feature.ts'
import { healthRoutes } from './health.routes.ts'

/** GET /health: whether the process and its database answer. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'database'>,
): Promise<FeatureParts> {
  await app.register(healthRoutes(deps.database))
  return {}
}
