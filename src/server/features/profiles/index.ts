import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { MetaAdapter } from '../../integrations/meta/meta-adapter.ts'
import type { NetworkAdapter, NetworkId } from '../../integrations/networks.ts'
import { requireAdmin } from '../../plugins/auth/guards.ts'
import { profilesAdminRoutes } from './profiles.admin-routes.ts'
import { profilesRoutes } from './profiles.routes.ts'
import type { ProfilesDeps } from './profiles.service.ts'

/** Each network's adapter from the configuration; one without its app keys is present but not configured. */
export function networkAdapters(config: Config): Partial<Record<NetworkId, NetworkAdapter>> {
  return {
    meta: new MetaAdapter({
      appId: config.META_APP_ID,
      appSecret: config.META_APP_SECRET,
      graphUrl: config.META_GRAPH_URL,
      oauthUrl: config.META_OAUTH_URL,
    }),
  }
}

/** Connected profiles: the customer's routes, and the team's under /api/admin. */
export async function registerProfiles(app: FastifyInstance, deps: ProfilesDeps): Promise<void> {
  await app.register(profilesRoutes(deps))
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => {
        await requireAdmin(request)
      })
      await admin.register(profilesAdminRoutes(deps))
    },
    { prefix: '/api/admin' },
  )
}
