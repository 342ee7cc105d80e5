import { setTimeout } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import type { QueueEmailInput } from '../../email/email.service.ts'
import type { FeatureParts, ServerDeps } from '../../feature.ts'
import { type Auth, type AuthHooks, createAuth } from '../../plugins/auth/create-auth.ts'
import type { AuthSession } from '../../plugins/auth/guards.ts'
import { registerAuth } from '../../plugins/auth/mount-auth.ts'
import { SessionCache } from '../../plugins/auth/session-cache.ts'
import { AuthLimits } from './auth-limits.ts'
import { authRouteHooks } from './auth-route-hooks.ts'
import { passwordResetRoutes } from './password-reset.routes.ts'
import { PASSWORD_RESET_QUEUE, passwordResetJob } from './password-reset.service.ts'

/** What the account feature gives the auth library: its hooks, and the texts of the e-mails the library sends. */
export interface AccountHooks {
  authHooks: Pick<AuthHooks, 'onUserCreated' | 'onPasswordReset'>
  setPasswordEmail(user: { email: string; name: string }, url: string): Omit<QueueEmailInput, 'to'>
  confirmEmail(user: { name: string }, url: string): Omit<QueueEmailInput, 'to'>
}

export interface AuthLibrary {
  auth: Auth
  sessions: SessionCache<AuthSession>
}

/** The auth library (better-auth) and the sessions it keeps, calling back into the account feature. */
export function createAuthLibrary(
  deps: Pick<ServerDeps, 'config' | 'database' | 'db' | 'secret' | 'logger' | 'email' | 'notices'>,
  accounts: AccountHooks,
): AuthLibrary {
  const { db, email, notices } = deps
  const sessions = new SessionCache<AuthSession>(deps.database)
  const auth = createAuth(deps.config, db, deps.secret, deps.logger, {
    ...accounts.authHooks,
    onSessionsChanged: () => sessions.changed(),
    async sendResetPassword({ user, url }) {
      await email.queue(db, { to: user.email, ...accounts.setPasswordEmail(user, url) })
      notices.tell('emails', { admins: true })
    },
    async sendVerificationEmail({ user, url }) {
      await email.queue(db, { to: user.email, ...accounts.confirmEmail(user, url) })
      notices.tell('emails', { admins: true })
    },
  })
  return { auth, sessions }
}

/** Sign-in, sign-up and reset: the library's routes with the limits and checks around them. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'config' | 'db' | 'counters'> &
    AuthLibrary & {
      /** How sign-in and reset requests are held when an account is under attack (tests record instead). */
      sleep?: (ms: number) => Promise<void>
    },
): Promise<FeatureParts> {
  const limits = new AuthLimits(deps.counters, deps.sleep ?? ((ms) => setTimeout(ms)))
  // Before the library's wildcard mount: this route answers reset requests itself (see the route).
  await app.register(passwordResetRoutes({ db: deps.db, limits }))
  registerAuth(app, deps.auth, deps.sessions, deps.config.APP_URL, authRouteHooks(limits))
  return { handlers: { [PASSWORD_RESET_QUEUE]: passwordResetJob(deps.auth) } }
}
