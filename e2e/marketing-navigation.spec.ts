import { describe, expect, it } from 'vitest'
import { useBrowserEnvironment } from './support/environment.ts'
import { gotoLive, publicPages, waitForCalendarInView } from './support/marketing.ts'
import { signInContext, signUpAccount } from './support/sign-in.ts'

describe('public site navigation', () => {
  const env = useBrowserEnvironment()

  it('takes a signed-out visitor to each page from the navigation', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, path, heading] of [
      ['Pricing', '/pricing', 'Plans and pricing'],
      ['Contact Us', '/contact', 'Contact us'],
      ['Home', '/', publicPages[0].heading],
      ['Get Started', '/pricing', 'Plans and pricing'],
      ['Sign In', '/auth', undefined],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click()
      await page.waitForURL(`${env.server.url}${path}`)
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    }
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0)
    await context.close()
  })

  it('shows Dashboard and Sign Out to a signed-in customer, and the signed-out buttons after signing out', async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'nav-customer@example.com', 'nav-password-1')
    await signInContext(context, env.server.url, 'nav-customer@example.com', 'nav-password-1')
    await gotoLive(page, '/pricing')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Get Started' }).count()).toBe(0)
    expect(await nav.getByRole('link', { name: 'Sign In' }).count()).toBe(0)
    await nav.getByRole('button', { name: 'Sign Out' }).click()
    await nav.getByRole('link', { name: 'Sign In' }).waitFor()
    await page.waitForURL(`${env.server.url}/`)
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0)
    await context.close()
  })

  it('takes a signed-in customer to the dashboard from the navigation', async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'nav-dashboard@example.com', 'nav-password-2')
    await signInContext(context, env.server.url, 'nav-dashboard@example.com', 'nav-password-2')
    await gotoLive(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL(`${env.server.url}/dashboard`)
    await context.close()
  })

  it('scrolls to the demo-booking section with Book Demo, from the home page and from another page', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/')
    const bookDemo = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Book Demo' })
    await bookDemo.click()
    await waitForCalendarInView(page)
    await gotoLive(page, '/pricing')
    await bookDemo.click()
    await page.waitForURL(`${env.server.url}/#calendar-booking`)
    await waitForCalendarInView(page)
    await page.locator('#calendar-booking').getByRole('button', { name: 'Book demo call' }).waitFor()
    await context.close()
  })

  it('goes to the demo-booking section from Schedule a call on the contact page', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/contact')
    await page.getByRole('link', { name: 'Schedule a call' }).click()
    await page.waitForURL(`${env.server.url}/#calendar-booking`)
    await waitForCalendarInView(page)
    await context.close()
  })

  it('serves every legal page at both of its paths, each with a Back button', async () => {
    const { page, context } = await env.open()
    const legal = publicPages.filter((p) => /terms|privacy|cookie/.test(p.path))
    expect(legal).toHaveLength(6)
    for (const { path, heading } of legal) {
      const response = await gotoLive(page, path)
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.getByRole('link', { name: 'Back' }).waitFor()
    }
    // Back returns to the previous page, or home when the page opened a fresh tab.
    await gotoLive(page, '/careers')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click()
    await page.waitForURL(`${env.server.url}/privacy-policy`)
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL(`${env.server.url}/careers`)
    await context.close()
    const fresh = await env.open()
    await gotoLive(fresh.page, '/cookies')
    await fresh.page.getByRole('link', { name: 'Back' }).click()
    await fresh.page.waitForURL(`${env.server.url}/`)
    await fresh.page.getByRole('heading', { level: 1, name: publicPages[0].heading }).waitFor()
    await fresh.context.close()
  })

  it('shows the not-found page with a button home', async () => {
    const { page, context } = await env.open()
    const response = await gotoLive(page, '/pricing/nothing-here')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor()
    expect(await page.title()).toContain('Page not found')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForURL(`${env.server.url}/`)
    await page.getByRole('heading', { level: 1, name: publicPages[0].heading }).waitFor()
    await context.close()
  })
})
