import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAsAdmin, openAsNewCustomer } from './support/back-office.ts'
import { useBrowserEnvironment } from './support/environment.ts'

/** Fails the next `times` session checks (a network drop, then a server error), then lets them through. */
async function failSessionChecks(page: Page, times: number) {
  let failed = 0
  await page.route('**/api/session', async (route) => {
    if (failed >= times) return route.continue()
    failed++
    return failed % 2 === 1 ? route.abort('connectionreset') : route.fulfill({ status: 503, body: '' })
  })
  return () => failed
}

describe('a session check that fails', () => {
  const env = useBrowserEnvironment()

  it('keeps a customer on their page, saying the connection is being retried', async () => {
    const { page, context } = await openAsNewCustomer(env, 'retry.customer@example.co.uk', 'Retry')
    const failures = await failSessionChecks(page, 4)
    await page.goto('/dashboard/settings')
    await page.getByText('Connection lost, retrying').waitFor()
    expect(page.url()).toMatch(/\/dashboard\/settings$/)
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor()
    expect(failures()).toBe(4)
    expect(page.url()).toMatch(/\/dashboard\/settings$/)
    expect(await page.getByText('Connection lost, retrying').count()).toBe(0)
    await context.close()
  })

  it('keeps an administrator in the back office, and a real refusal still signs out', async () => {
    const { page, context } = await openAsAdmin(env, '/admin/dashboard')
    await page.getByText('Subscribed Users').waitFor()
    await failSessionChecks(page, 3)
    await page.reload()
    await page.getByText('Connection lost, retrying').waitFor()
    await page.getByText('Subscribed Users').waitFor()
    expect(page.url()).toMatch(/\/admin\/dashboard$/)

    await page.unrouteAll()
    await context.clearCookies()
    await page.reload()
    await page.waitForURL(/\/admin-login$/)
    await context.close()
  })
})
