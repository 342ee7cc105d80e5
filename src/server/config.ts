import path from 'node:path'
import { z } from 'zod'

/**
 * The only reader of process.env. Every variable is listed in .env.example and the README.
 * A bad value stops the process with one line naming the variable.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (value) => value === undefined || protocols.some((protocol) => value.startsWith(`${protocol}:`)),
    { message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}` },
  )

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  APP_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  ADMIN_EMAIL: optionalString.pipe(z.email().max(255).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().min(3).default('PostCraft <no-reply@postcraft.localhost>'),
  SUPPORT_EMAIL: z.email().default('support@postcraft.localhost'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  LLM_BASE_URL: optionalUrl(['http', 'https']),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** Which proxies' X-Forwarded-For to believe (for client addresses and rate limits): see README. */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type Env = z.infer<typeof envSchema>

export interface Config extends Omit<Env, 'APP_URL' | 'DATA_DIR'> {
  APP_URL: string
  DATA_DIR: string
  isProduction: boolean
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') ?? 'environment'
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`)
  }
  const values = parsed.data
  if (values.ADMIN_EMAIL && !values.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD must be set when ADMIN_EMAIL is set')
  }
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '')
  return {
    ...values,
    APP_URL: appUrl,
    DATA_DIR: path.resolve(values.DATA_DIR),
    isProduction: env.NODE_ENV === 'production',
  }
}
