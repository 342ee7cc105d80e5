import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildApp } from '#server/app.ts'
import { type Config, loadConfig } from '#server/config.ts'
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/infrastructure.ts'
import type { StripeClientOptions } from '#server/features/checkout/stripe-provider.ts'
import type { LogDestination } from '#server/plugins/logging/logger-options.ts'
import { TEST_ADMIN, TEST_APP_ENV, TEST_APP_URL } from './test-admin.ts'
import { type Backend, createTestDatabase } from './test-database.ts'

export { TEST_ADMIN, TEST_APP_URL }

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  config: Config
  close(): Promise<void>
}

export interface TestAppOptions {
  runJobs?: boolean
  /** Receives the server's JSON log lines (default: no log). */
  log?: LogDestination
  /** Records the server's slow-downs instead of waiting them out. */
  sleep?: (ms: number) => Promise<void>
  /** The clock of demo-call booking windows. */
  now?: () => Date
  /** Where the app's Stripe client sends its requests: a StripeStandIn's clientOptions. */
  stripeClient?: StripeClientOptions
}

/** The real server, in process, on a fresh database of the given backend (requests go through inject). */
export async function createTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { handle } = await createTestDatabase(backend, { started: true })
  const config = loadConfig({ ...TEST_APP_ENV, ...env })
  const app = await buildTestApp(config, handle, options)
  await app.ensureAdministrator({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
  await app.ready()
  return {
    app,
    database: handle,
    config,
    async close() {
      await app.close()
      await handle.close()
    },
  }
}

/**
 * A second server on the first one's database, as a second process behind a load balancer would be:
 * on PostgreSQL with its own connection pool, on PGlite on the same embedded instance.
 */
export async function createTestAppBeside(first: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  const url = first.database.connectionString
  const handle = url ? await openDatabase({ databaseUrl: url }) : first.database
  const app = await buildTestApp(first.config, handle, options)
  await app.ready()
  return {
    app,
    database: handle,
    config: first.config,
    async close() {
      await app.close()
      if (handle !== first.database) await handle.close()
    },
  }
}

function buildTestApp(config: Config, handle: DatabaseHandle, options: TestAppOptions) {
  return buildApp({
    config,
    database: handle,
    logger: options.log ?? false,
    clientDir: false,
    runJobs: options.runJobs ?? false,
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.stripeClient ? { stripeClient: options.stripeClient } : {}),
  })
}

/** Signs in through the real auth endpoint and returns the cookie header for later requests. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_APP_URL },
    payload: { email, password },
  })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`)
  const cookies = response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`)
  return cookies.join('; ')
}

export async function signUp(app: FastifyInstance, email: string, password: string, name = 'Test Customer') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_APP_URL },
    payload: { email, password, name },
  })
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  return response.json() as { user: { id: string } }
}

export function withCookie(cookie: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...options.headers, cookie, origin: TEST_APP_URL } }
}

/**
 * The newest e-mail to `to` made from `template`, from the outbox (the tests keep e-mails captured).
 * E-mails queued by background jobs appear a moment later: it waits up to `timeoutMs` for one.
 */
export async function latestEmail(
  t: Pick<TestApp, 'database'>,
  to: string,
  template: string,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, to), eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1)
    if (row) return row
    if (Date.now() > deadline) throw new Error(`no ${template} e-mail to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The first link to our own API in an e-mail's text, as a path for `inject`. */
export function apiLinkIn(text: string): string {
  const match = text.match(/https?:\/\/[^\s"'<>]+\/api\/[^\s"'<>]+/)
  if (!match) throw new Error('no API link in the e-mail')
  const url = new URL(match[0])
  return `${url.pathname}${url.search}`
}

/** Follows the confirmation link sent after sign-up, which proves the address. */
export async function confirmEmail(t: TestApp, email: string): Promise<void> {
  const message = await latestEmail(t, email, 'confirm-email')
  const response = await t.app.inject({ method: 'GET', url: apiLinkIn(message.text) })
  if (response.statusCode >= 400)
    throw new Error(`confirmation failed: ${response.statusCode} ${response.body}`)
}

/**
 * Opens the set-password link of the newest invite or reset e-mail and chooses `password`, as the
 * mailbox owner would; returns the token the link carried.
 */
export async function useSetPasswordLink(
  t: TestApp,
  email: string,
  password: string,
  template: 'invite-with-login-details' | 'password-reset' | 'team-invite' = 'invite-with-login-details',
): Promise<string> {
  const message = await latestEmail(t, email, template)
  const opened = await t.app.inject({ method: 'GET', url: apiLinkIn(message.text) })
  const target = new URL(String(opened.headers.location), t.config.APP_URL)
  const token = target.searchParams.get('token')
  if (opened.statusCode !== 302 || !token) throw new Error(`set-password link refused: ${opened.statusCode}`)
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: t.config.APP_URL },
    payload: { token, newPassword: password },
  })
  if (reset.statusCode !== 200) throw new Error(`set password failed: ${reset.statusCode} ${reset.body}`)
  return token
}
