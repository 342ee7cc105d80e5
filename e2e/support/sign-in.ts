import type { BrowserContext } from 'playwright-core'

/** Signs a browser context in through the real auth endpoint (cookies land in the context). */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
) {
  const response = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: baseUrl },
  })
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`)
}

export async function signUpAccount(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
  name = 'Test Customer',
) {
  const response = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password, name },
    headers: { origin: baseUrl },
  })
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`)
}
