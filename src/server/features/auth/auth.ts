import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, twoFactor } from 'better-auth/plugins'
import { BRAND } from '../../../shared/brand.ts'
import { MIN_PASSWORD_LENGTH } from '../../../shared/schemas/auth.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema/auth.ts'
import { createProfileFor } from './auth.repo.ts'

/** The header the server sets from Fastify's view of the caller's address (never the client's claim). */
export const CLIENT_IP_HEADER = 'x-postcraft-client-ip'

export interface AuthHooks {
  sendResetPassword(data: {
    user: { id: string; email: string; name: string }
    url: string
    token: string
  }): Promise<void>
}

export function createAuth(config: Config, db: Database, secret: string, hooks: AuthHooks) {
  return betterAuth({
    appName: BRAND.name,
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === 'silent' },
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
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: (data) => hooks.sendResetPassword(data),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createProfileFor(db, user.id, user.name)
          },
        },
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
        '/reset-password': { window: 60, max: 10 },
        '/two-factor/verify-totp': { window: 60, max: 10 },
      },
    },
    advanced: {
      // The library skips its origin check when NODE_ENV is 'test'; tests must see what production does.
      disableOriginCheck: false,
      cookiePrefix: 'postcraft',
      useSecureCookies: config.APP_URL.startsWith('https:'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), twoFactor({ issuer: BRAND.name })],
  })
}

export type Auth = ReturnType<typeof createAuth>
