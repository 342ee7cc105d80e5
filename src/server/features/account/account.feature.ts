import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { Auth } from '../../plugins/auth/create-auth.ts'
import { accountRoutes } from './account.routes.ts'
import { ACCOUNT_INVITE_QUEUE, type AccountService, createAccountService } from './account.service.ts'
import { AuthAccounts } from './auth-accounts.ts'
import type { CustomerOrders } from './customer-orders.ts'
import { ensureAdministrator } from './ensure-admin.ts'
import { personalDataRoutes } from './personal-data.routes.ts'
import { profileRoutes } from './profile.routes.ts'
import { sessionRoutes } from './session.routes.ts'
import { teamAdminRoutes } from './team.admin-routes.ts'
import { sendTeamInvite, TEAM_INVITE_QUEUE } from './team.service.ts'
import { twoFactorResetAdminRoutes } from './two-factor-reset.admin-routes.ts'

/**
 * The accounts service, before the auth library exists: the account feature writes users through the
 * library's API (`auth`, asked for when first used), and the library calls back into it.
 */
export function createAccounts(deps: Pick<ServerDeps, 'db' | 'config'>, auth: () => Auth) {
  const identities = new AuthAccounts(auth)
  const accounts = createAccountService({ db: deps.db, identities, appUrl: deps.config.APP_URL })
  return { identities, accounts }
}

export interface AccountFeatureDeps extends Pick<ServerDeps, 'db' | 'notices' | 'email' | 'config'> {
  identities: AuthAccounts
  accounts: AccountService
  /** Checkout's: a customer's orders for the export and the erasure, and its Stripe cancellation queue. */
  orders: CustomerOrders
  stripeCancelJobs: JobQueue
  /** Messaging's: its kept total, counted again after an erasure. */
  recountMessageTotal(): Promise<void>
}

/** The session, the profile, the plan and welcome flag, the personal data export and erasure, the team. */
export async function register(app: FastifyInstance, deps: AccountFeatureDeps): Promise<FeatureParts> {
  const { db, identities, accounts } = deps
  app.decorate('ensureAdministrator', (credentials: { email?: string; password?: string }) =>
    ensureAdministrator({ db, identities }, credentials),
  )
  await app.register(sessionRoutes(db))
  await app.register(profileRoutes(db))
  await app.register(accountRoutes(db))
  await app.register(personalDataRoutes(deps))
  await app.register(teamAdminRoutes({ db, identities, notices: deps.notices }), { prefix: ADMIN_PREFIX })
  await app.register(
    twoFactorResetAdminRoutes({
      db,
      identities,
      email: deps.email,
      appUrl: deps.config.APP_URL,
      supportEmail: deps.config.SUPPORT_EMAIL,
    }),
    { prefix: ADMIN_PREFIX },
  )
  return {
    handlers: {
      [ACCOUNT_INVITE_QUEUE]: (job) => accounts.sendInvite(job),
      [TEAM_INVITE_QUEUE]: sendTeamInvite({ identities }),
    },
  }
}
