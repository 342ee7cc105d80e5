import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { networkAdapters } from '../../integrations/network-adapters.ts'
import { TokenVault } from '../../integrations/token-vault.ts'
import { profilesAdminRoutes } from './profiles.admin-routes.ts'
import { ensureRefreshJob, REFRESH_JOBS, REFRESH_QUEUE, runRefreshJob } from './profiles.jobs.ts'
import { profilesRoutes } from './profiles.routes.ts'
import { channelCredentials, type ProfilesDeps, reportBrokenConnection } from './profiles.service.ts'

export interface ProfilesParts extends FeatureParts {
  /** The networks whose app keys are set (publishing posts through the same ones). */
  adapters: ProfilesDeps['adapters']
  /** What publishing needs of a customer's connections, lent through app.ts. */
  connections: {
    credentials: (userId: string, channel: string) => ReturnType<typeof channelCredentials>
    reportBroken: (
      userId: string,
      channel: string,
      reason: string,
    ) => ReturnType<typeof reportBrokenConnection>
  }
}

/** Connected profiles: the customer's routes, the team's under /api/admin, and the token refresh job. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'config' | 'secret'>,
): Promise<ProfilesParts> {
  const profiles: ProfilesDeps = {
    db: deps.db,
    vault: new TokenVault(deps.secret),
    adapters: networkAdapters(deps.config),
    appUrl: deps.config.APP_URL,
    logger: app.log,
  }
  await app.register(profilesRoutes(profiles))
  await app.register(profilesAdminRoutes(profiles), { prefix: ADMIN_PREFIX })
  return {
    queues: [REFRESH_JOBS],
    handlers: { [REFRESH_QUEUE]: runRefreshJob(profiles) },
    onJobsReady: () => ensureRefreshJob(profiles.db),
    adapters: profiles.adapters,
    connections: {
      credentials: (userId, channel) => channelCredentials(profiles, userId, channel),
      reportBroken: (userId, channel, reason) => reportBrokenConnection(profiles, userId, channel, reason),
    },
  }
}
