import type { BrowserContext, Page } from 'playwright-core'
import { proOrder } from '../../tests/support/buy-plan.ts'
import { firstLink } from '../../tests/support/smtp-sink.ts'
import { E2E_ADMIN } from './app-process.ts'
import type { BrowserEnvironment } from './environment.ts'

export interface Customer {
  email: string
  password: string
  page: Page
  context: BrowserContext
}

/**
 * A customer as the product makes one: the Pro order of tests/support/buy-plan.ts started at the checkout
 * (its wizard has its own test: checkout.spec.ts), paid on the test payment page, the password set from the
 * invite e-mail (sent by a background job, received by the SMTP sink), signed in at /auth and past the
 * welcome page, on /dashboard.
 */
export async function buyAndSignIn(
  env: BrowserEnvironment,
  email: string,
  viewport?: { width: number; height: number },
  /** Another order than the Pro one above (its e-mail is `email`). */
  order: Record<string, unknown> = proOrder(email),
): Promise<Customer> {
  const password = `${email.split('@')[0]}-password`
  const { page, context } = await env.open(viewport)
  const started = await context.request.post(`${env.server.url}/api/checkout`, {
    data: order,
    headers: { origin: env.server.url },
  })
  if (!started.ok()) throw new Error(`checkout failed: ${started.status()} ${await started.text()}`)
  const { url } = (await started.json()) as { url: string }
  await page.goto(url)
  await page.getByRole('button', { name: /^Pay £/ }).click()
  await page.getByRole('heading', { name: 'Thank You!' }).waitFor()

  const invite = await env.sink.waitFor((m) => m.to.includes(email) && m.text.includes('Set your password'))
  await page.goto(firstLink(invite.text))
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await page.waitForURL(/\/password-reset-success/)

  await signInAtAuth(page, email, password)
  await page.waitForURL(/\/dashboard\/welcome/)
  await page.getByRole('button', { name: 'Continue to My Dashboard' }).click()
  await page.getByRole('heading', { name: /^Welcome back, / }).waitFor()
  return { email, password, page, context }
}

export async function signInAtAuth(page: Page, email: string, password: string) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** The administrator's API in a browser context of its own (the back office pages come with issue 12). */
export async function adminApi(env: BrowserEnvironment) {
  const context = await env.browser.newContext({ baseURL: env.server.url })
  const signedIn = await context.request.post(`${env.server.url}/api/auth/sign-in/email`, {
    data: E2E_ADMIN,
    headers: { origin: env.server.url },
  })
  if (!signedIn.ok()) throw new Error(`admin sign-in failed: ${signedIn.status()}`)
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown) => {
    const response = await context.request.fetch(`${env.server.url}${path}`, {
      method,
      headers: { origin: env.server.url },
      ...(data === undefined ? {} : { data }),
    })
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
    return response.json()
  }
  return { context, send }
}
