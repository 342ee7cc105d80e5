import { describe, expect, it } from 'vitest'
import { useBrowserEnvironment } from './support/environment.ts'
import { gotoLive } from './support/marketing.ts'

describe('app shell', () => {
  const env = useBrowserEnvironment()

  it('shows the navigation and footer', async () => {
    const { page, context } = await env.open()
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['Home', 'Pricing', 'Contact Us']) await nav.getByRole('link', { name }).waitFor()
    await nav.getByRole('button', { name: 'Book Demo' }).waitFor()
    await nav.getByRole('link', { name: 'Get Started' }).waitFor()
    await nav.getByRole('link', { name: 'Sign In' }).waitFor()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).waitFor()
    await context.close()
  })

  it('shows the not-found page for an unknown path and returns home', async () => {
    const { page, context } = await env.open()
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForURL(`${env.server.url}/`)
    await context.close()
  })

  it('sends a signed-out visitor from the dashboard to /auth and from the admin area to /admin-login', async () => {
    const { page, context } = await env.open()
    await page.goto('/dashboard/messages')
    await page.waitForURL(`${env.server.url}/auth`)
    await page.goto('/admin/users')
    await page.waitForURL(`${env.server.url}/admin-login`)
    await context.close()
  })

  it('fits a phone screen with the menu behind a button', async () => {
    const { page, context } = await env.open({ width: 360, height: 740 })
    // The menu button works once React has hydrated the prerendered page.
    await gotoLive(page, '/')
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await menuButton.click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
    await page.waitForURL(`${env.server.url}/pricing`)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await context.close()
  })
})
