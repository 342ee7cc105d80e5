import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, openAPI, twoFactor } from 'better-auth/plugins'
import type { FastifyBaseLogger } from 'fastify'
import { BRAND } from '#shared/brand.ts'
import { RESET_LINK_VALID_HOURS } from '#shared/catalogue/business-rules.ts'
import { TEXT_LIMITS } from '#shared/schemas/fields.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema/auth.ts'

/** The header the server sets from Fastify's view of the caller's address (never the client's claim). */
export const CLIENT_IP_HEADER = 'x-postcraft-client-ip'

export interface AuthHooks {
  sendResetPassword(data: {
    user: { id: string; email: string; name: string }
    url: string
    token: string
  }): Promise<void>
  /** The confirmation e-mail after a self sign-up. */
  sendVerificationEmail(data: { user: { email: string; name: string }; url: string }): Promise<void>
  /** Called after the library creates a user (the account feature adds the profile). */
  onUserCreated(user: { id: string; name: string }): Promise<void>
  /** Called after a reset or invite link set a password: the address is proven. */
  onPasswordReset(user: { id: string }): Promise<void>
  /** Called after the library updated or deleted a session or a user (SessionCache forgets). */
  onSessionsChanged(): void
}

/** Prefix of the auth cookies (the session's is `<prefix>.session_token`, `__Secure-` first on HTTPS). */
export const SESSION_COOKIE_PREFIX = 'postcraft'

export function createAuth(
  config: Config,
  db: Database,
  secret: string,
  log: FastifyBaseLogger,
  hooks: AuthHooks,
) {
  return betterAuth({
    appName: BRAND.name,
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    // The library's warnings go to the server's log (JSON lines, or readable on a terminal), not console.
    logger: {
      log: (level, message, ...args: unknown[]) => {
        const details = args[0] instanceof Error ? { err: args[0] } : args.length > 0 ? { details: args } : {}
        log[level]({ source: 'better-auth', ...details }, message)
      },
    },
    trustedOrigins: [config.APP_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: TEXT_LIMITS.passwordMin,
      maxPasswordLength: TEXT_LIMITS.passwordMax,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_VALID_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: (data) => hooks.sendResetPassword(data),
      onPasswordReset: ({ user }) => hooks.onPasswordReset(user),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24 * 3,
      sendVerificationEmail: ({ user, url }) =>
        hooks.sendVerificationEmail({ user, url: confirmationLanding(url) }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => hooks.onUserCreated(user),
        },
        update: { after: async () => hooks.onSessionsChanged() },
        delete: { after: async () => hooks.onSessionsChanged() },
      },
      session: {
        update: { after: async () => hooks.onSessionsChanged() },
        delete: { after: async () => hooks.onSessionsChanged() },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/two-factor/verify-totp': { window: 60, max: 10 },
      },
    },
    advanced: {
      // The library skips its origin check when NODE_ENV is 'test'; tests must see what production does.
      disableOriginCheck: false,
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.APP_URL.startsWith('https:'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({ issuer: BRAND.name }),
      // For auth.api.generateOpenAPISchema(), merged into /api/docs; its own pages are not served
      // (mount-auth.ts answers them with 404).
      openAPI({ disableDefaultReference: true }),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>

/** After confirming, the visitor lands on the dashboard (or the sign-in page, if signed out there). */
function confirmationLanding(url: string): string {
  const link = new URL(url)
  link.searchParams.set('callbackURL', '/dashboard')
  return link.toString()
}
