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

/** An API's base URL: the network's own by default, a stand-in's in tests (no trailing slash). */
const baseUrl = (fallback: string) =>
  optionalUrl(['http', 'https']).transform((value) => (value ?? fallback).replace(/\/+$/, ''))

const optionalBoolean = optionalString.pipe(
  z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
)

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  APP_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  ADMIN_EMAIL: optionalString.pipe(z.email().max(255).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  /** Signs sessions and encrypts two-factor secrets; unset: a secret generated once and kept in the database. */
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  /** Keep every e-mail in the outbox as 'captured' instead of sending it (the default without SMTP_URL). */
  EMAIL_CAPTURE: optionalBoolean,
  MAIL_FROM: z.string().trim().min(3).default('PostCraft <no-reply@postcraft.localhost>'),
  SUPPORT_EMAIL: z.email().default('support@postcraft.localhost'),
  /** Support video calls get a room under this address (an unguessable name is appended). */
  VIDEO_CALL_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://meet.jit.si')
    .transform((url) => url.replace(/\/+$/, '')),
  PAYMENT_PROVIDER: optionalString.pipe(
    z.enum(['stripe', 'test'], { error: 'must be stripe or test' }).optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** The tries Stripe's retry settings (Revenue recovery > Retries) make: the one before last is warned of. */
  STRIPE_RETRY_ATTEMPTS: z.coerce.number().int().min(2).max(25).default(8),
  /** The seller on the invoices the product renders (test provider); each line left out when unset. */
  COMPANY_NAME: optionalString,
  COMPANY_ADDRESS: optionalString,
  COMPANY_VAT_NUMBER: optionalString,
  LLM_BASE_URL: optionalUrl(['http', 'https']),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** How long the chatbot waits for the model before answering with its built-in responder. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  // Social networks (issue 23): each network's app keys; unset keys mean its posts are published by hand.
  // Base URLs are overridable for tests (the stand-ins) and regional endpoints.
  META_APP_ID: optionalString,
  META_APP_SECRET: optionalString,
  META_GRAPH_URL: baseUrl('https://graph.facebook.com/v21.0'),
  META_OAUTH_URL: baseUrl('https://www.facebook.com/v21.0/dialog/oauth'),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_API_URL: baseUrl('https://api.linkedin.com'),
  LINKEDIN_OAUTH_URL: baseUrl('https://www.linkedin.com/oauth/v2'),
  X_CLIENT_ID: optionalString,
  X_CLIENT_SECRET: optionalString,
  X_API_URL: baseUrl('https://api.x.com/2'),
  X_OAUTH_URL: baseUrl('https://x.com/i/oauth2/authorize'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_API_URL: baseUrl('https://mybusiness.googleapis.com'),
  GOOGLE_OAUTH_URL: baseUrl('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: baseUrl('https://oauth2.googleapis.com/token'),
  /** Business Profile's accounts and locations live in two more APIs of their own. */
  GOOGLE_ACCOUNT_API_URL: baseUrl('https://mybusinessaccountmanagement.googleapis.com'),
  GOOGLE_LOCATION_API_URL: baseUrl('https://mybusinessbusinessinformation.googleapis.com'),
  THREADS_APP_ID: optionalString,
  THREADS_APP_SECRET: optionalString,
  THREADS_API_URL: baseUrl('https://graph.threads.net/v1.0'),
  THREADS_OAUTH_URL: baseUrl('https://threads.net/oauth/authorize'),
  /** Lets the chatbot fetch training URLs on private, loopback and link-local addresses (local testing). */
  CHATBOT_ALLOW_PRIVATE_URLS: optionalBoolean,
  /** Which proxies' X-Forwarded-For to believe (for client addresses and rate limits): see README. */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token of GET /metrics; unset: /metrics answers 404. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** OpenTelemetry: traces sent over OTLP/HTTP to this collector (…/v1/traces); unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(['http', 'https']),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('postcraft'),
  /** web: pages and API only; worker: background jobs only (and /api/health); all: both. */
  PROCESS_ROLE: z.enum(['web', 'worker', 'all'], { error: 'must be web, worker or all' }).default('all'),
  /** Jobs a worker runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  /** WhatsApp Cloud API (approvals on WhatsApp): all four set, or none (then the option is not offered). */
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString.pipe(z.string().regex(/^\d+$/, 'must be digits').optional()),
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_API_URL: optionalUrl(['http', 'https']).transform((value) =>
    (value ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
  ),
  /** Connections in each process's PostgreSQL pool. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
})

export type Env = z.infer<typeof envSchema>

export interface Config
  extends Omit<
    Env,
    'APP_URL' | 'DATA_DIR' | 'EMAIL_CAPTURE' | 'PAYMENT_PROVIDER' | 'CHATBOT_ALLOW_PRIVATE_URLS'
  > {
  APP_URL: string
  DATA_DIR: string
  EMAIL_CAPTURE: boolean
  CHATBOT_ALLOW_PRIVATE_URLS: boolean
  PAYMENT_PROVIDER: 'stripe' | 'test'
}

export class ConfigError extends Error {}

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: addresses only this machine can reach. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  )
}

/** Problems that stop the server anywhere: a half-configured Stripe takes money and never provisions. */
function stripeProblems(values: Env): string[] {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: webhook } = values
  if (key && !webhook) return ['STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set']
  if (webhook && !key) return ['STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is set']
  if (values.PAYMENT_PROVIDER === 'stripe' && !key) {
    return ['PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET']
  }
  return []
}

const WHATSAPP_SETTINGS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const

/** Half a WhatsApp configuration would offer an opt-in whose answers are never accepted (or sent). */
function whatsappProblems(values: Env): string[] {
  const set = WHATSAPP_SETTINGS.filter((name) => values[name])
  if (set.length === 0 || set.length === WHATSAPP_SETTINGS.length) return []
  const missing = WHATSAPP_SETTINGS.filter((name) => !values[name])
  return [`${missing.join(', ')} must be set when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set`]
}

const isLocalhostAddress = (address: string) => /\.localhost>?\s*$/i.test(address)

/**
 * On an address others can reach, nothing may fall back to a local convenience silently: a free test
 * payment page, reset links only in the log, a session secret nobody chose, a short admin password,
 * cookies sent without TLS, e-mails from an address no one can answer.
 */
function publicAddressNeeds(values: Env, appUrl: string): string[] {
  const needs: string[] = []
  if (!appUrl.startsWith('https://'))
    needs.push('APP_URL starting with https:// (cookies are Secure only then)')
  const stripeHalfSet = Boolean(values.STRIPE_SECRET_KEY) !== Boolean(values.STRIPE_WEBHOOK_SECRET)
  if (!values.STRIPE_SECRET_KEY && !stripeHalfSet && values.PAYMENT_PROVIDER !== 'test') {
    needs.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or PAYMENT_PROVIDER=test)')
  }
  if (!values.SMTP_URL && values.EMAIL_CAPTURE !== 'true') needs.push('SMTP_URL (or EMAIL_CAPTURE=true)')
  if (!values.AUTH_SECRET) needs.push('AUTH_SECRET (at least 32 characters)')
  if (values.ADMIN_PASSWORD && values.ADMIN_PASSWORD.length < 12) {
    needs.push('ADMIN_PASSWORD of at least 12 characters')
  }
  if (isLocalhostAddress(values.MAIL_FROM)) needs.push('MAIL_FROM of your own domain (not .localhost)')
  if (isLocalhostAddress(values.SUPPORT_EMAIL))
    needs.push('SUPPORT_EMAIL of your own domain (not .localhost)')
  return needs
}

/** Settings refused on a public address whatever else is set. */
function publicAddressRefusals(values: Env): string[] {
  if (values.CHATBOT_ALLOW_PRIVATE_URLS === 'true') {
    return ['CHATBOT_ALLOW_PRIVATE_URLS=true is for local testing only, not on a public APP_URL']
  }
  return []
}

/** Allowed, but said loudly at every start: a public address taking test payments from real visitors. */
export function configWarnings(config: Config): string[] {
  if (isLoopbackUrl(config.APP_URL)) return []
  if (config.PAYMENT_PROVIDER === 'stripe' && config.STRIPE_SECRET_KEY?.startsWith('sk_test_')) {
    return [
      `STRIPE_SECRET_KEY is a TEST key on the public address ${config.APP_URL}: no card is charged and no money is taken`,
    ]
  }
  return []
}

/** Each social network's app id and secret come as a pair: one without the other is a typo. */
const NETWORK_KEYS = [
  ['META_APP_ID', 'META_APP_SECRET'],
  ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
  ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['THREADS_APP_ID', 'THREADS_APP_SECRET'],
] as const

function networkKeyProblems(values: Env): string[] {
  return NETWORK_KEYS.filter(([id, secret]) => Boolean(values[id]) !== Boolean(values[secret])).map(
    ([id, secret]) => `${id} and ${secret} must be set together`,
  )
}

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
  if (!URL.canParse(appUrl)) throw new ConfigError('Invalid configuration: APP_URL is not a valid URL')
  if (values.PROCESS_ROLE !== 'all' && !values.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration: PROCESS_ROLE=${values.PROCESS_ROLE} needs DATABASE_URL (the embedded database serves one process, which runs pages and jobs)`,
    )
  }
  const isPublic = !isLoopbackUrl(appUrl)
  const problems = [
    ...stripeProblems(values),
    ...whatsappProblems(values),
    ...networkKeyProblems(values),
    ...(isPublic ? publicAddressRefusals(values) : []),
  ]
  const needs = isPublic ? publicAddressNeeds(values, appUrl) : []
  if (needs.length > 0)
    problems.push(`APP_URL ${appUrl} is not a loopback address, so set ${needs.join(', ')}`)
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  return {
    ...values,
    APP_URL: appUrl,
    DATA_DIR: path.resolve(values.DATA_DIR),
    EMAIL_CAPTURE: values.EMAIL_CAPTURE === 'true',
    CHATBOT_ALLOW_PRIVATE_URLS: values.CHATBOT_ALLOW_PRIVATE_URLS === 'true',
    PAYMENT_PROVIDER: values.PAYMENT_PROVIDER ?? (values.STRIPE_SECRET_KEY ? 'stripe' : 'test'),
  }
}
