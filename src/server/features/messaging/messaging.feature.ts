import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { messagingAdminRoutes } from './messaging.admin-routes.ts'
import { recountMessageTotal } from './messaging.repo.ts'
import { messagingRoutes } from './messaging.routes.ts'
import type { MessagingDeps } from './messaging.service.ts'
import { teamUnreadCount } from './messaging-admin.service.ts'

/** Both audiences' messages; lends the team's unread badge and the kept message total to other features. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config' | 'notices' | 'counts'>,
): Promise<FeatureParts & { teamUnread(): Promise<number>; recountMessageTotal(): Promise<void> }> {
  const { db, email, notices, counts } = deps
  const messaging: MessagingDeps = { db, email, appUrl: deps.config.APP_URL, notices, counts }
  await app.register(messagingRoutes(messaging))
  await app.register(messagingAdminRoutes(messaging), { prefix: ADMIN_PREFIX })
  return {
    teamUnread: () => teamUnreadCount(messaging),
    recountMessageTotal: async () => {
      await recountMessageTotal(deps.db)
    },
  }
}
