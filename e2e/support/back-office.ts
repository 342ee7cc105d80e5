import type { BrowserContext, Page } from 'playwright-core'
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts'
import { E2E_ADMIN } from './app-process.ts'
import type { BrowserEnvironment } from './environment.ts'
import { signInContext, signUpAccount } from './sign-in.ts'

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>
/** The administrator's session cookies per server: sign-in allows 10 attempts a minute per address. */
const adminCookies = new Map<string, Cookies>()

/** A browser context signed in as the e2e administrator, with a page open on `path`. */
export async function openAsAdmin(
  env: BrowserEnvironment,
  path = '/admin/dashboard',
  viewport?: { width: number; height: number },
) {
  const session = await env.open(viewport)
  const cookies = adminCookies.get(env.server.url)
  if (cookies) {
    await session.context.addCookies(cookies)
  } else {
    await signInContext(session.context, env.server.url, E2E_ADMIN.email, E2E_ADMIN.password)
    adminCookies.set(env.server.url, await session.context.cookies())
  }
  await session.page.goto(path)
  return session
}

/** A new customer account (through the real sign-up), signed in in its own browser context. */
export async function openAsNewCustomer(env: BrowserEnvironment, email: string, name: string) {
  const session = await env.open()
  const password = `${email.split('@')[0]}-password`
  await signUpAccount(session.context, env.server.url, email, password, name)
  await signInContext(session.context, env.server.url, email, password)
  return { ...session, email, password }
}

/**
 * Writes straight into the database, as data a long-running install would have (orders, many
 * customers). The embedded database belongs to one process at a time, so the server stops meanwhile.
 */
export async function withServerStopped<T>(
  env: BrowserEnvironment,
  write: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  await env.server.stop()
  const handle = await openDatabase({ dataDir: env.server.dataDir })
  try {
    return await write(handle)
  } finally {
    await handle.close()
    await env.server.start()
  }
}

/** A customer's own API call from their browser context (same cookies, same origin). */
export async function customerGet<T>(context: BrowserContext, baseUrl: string, path: string): Promise<T> {
  const response = await context.request.get(`${baseUrl}${path}`)
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

export async function customerPost(context: BrowserContext, baseUrl: string, path: string, data: unknown) {
  const response = await context.request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } })
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`)
  return response.json()
}

/** The sidebar link of a section; its accessible name carries the badge ('Messages 2 unread'). */
export function sidebarLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: new RegExp(`^${name}`) })
}

/** Waits until a toast with this text shows. */
export async function toastShows(page: Page, text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor()
}
