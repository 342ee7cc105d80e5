import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildApp } from '../../src/server/app.ts'
import { type Config, loadConfig } from '../../src/server/config.ts'
import type { DatabaseHandle } from '../../src/server/db/client.ts'
import { ensureAdministrator } from '../../src/server/features/auth/ensure-admin.ts'
import { type Backend, createTestDatabase } from './test-database.ts'

export const TEST_ADMIN = { email: 'admin@postcraft.test', password: 'admin-password-1' }
export const TEST_APP_URL = 'http://localhost:3000'

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  config: Config
  close(): Promise<void>
}

/** The real server, in process, on a fresh database of the given backend (requests go through inject). */
export async function createTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: { runJobs?: boolean } = {},
): Promise<TestApp> {
  const { handle } = await createTestDatabase(backend)
  const config = loadConfig({
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...env,
  })
  const app = await buildApp({
    config,
    database: handle,
    logger: false,
    clientDir: false,
    runJobs: options.runJobs ?? false,
  })
  await ensureAdministrator(handle.db, { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, app.log)
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
