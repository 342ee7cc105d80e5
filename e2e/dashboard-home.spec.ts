import { describe, expect, it } from 'vitest'
import { buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { signInContext, signUpAccount } from './support/sign-in.ts'

describe('the dashboard home', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('shows a buyer the plan at its own price, the monthly total and the latest order', async () => {
    const { page, context } = await buyAndSignIn(env, 'home.buyer@example.co.uk')
    await page.getByRole('heading', { name: 'Welcome back, home.buyer' }).waitFor()

    const plan = page.getByRole('heading', { name: 'Current Plan' }).locator('..')
    await plan.getByText('Pro', { exact: true }).waitFor()
    await plan.getByText('Plan price: £149.00/month').waitFor()
    await plan.getByText('20 posts/month').waitFor()
    expect(await plan.getByText('Monthly total with extras:').textContent()).toBe(
      'Monthly total with extras: £292.50/month',
    )

    const order = page.getByRole('heading', { name: 'Latest Order' }).locator('..')
    await order.getByText('£292.50', { exact: true }).waitFor()
    expect(await order.getByRole('definition').nth(1).textContent()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)
    const lines = order.getByRole('list', { name: 'Order lines' }).getByRole('listitem')
    expect(await lines.allTextContents()).toEqual([
      'Pro plan (20 posts/month): £149.00',
      'Instagram (free channel): £0.00',
      'LinkedIn Company Page (additional channel): £15.00',
      '8 short-form videos: £149.00',
      'Reports and analytics: £12.00',
    ])

    const shortcuts = page.getByRole('navigation', { name: 'Dashboard' })
    for (const name of [/^Messages/, /^Content Calendar/, /^My Files/, /^Contact Support/]) {
      await shortcuts.getByRole('link', { name }).waitFor()
    }
    expect(await page.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    )
    expect(await page.getByRole('link', { name: 'Manage My Subscription' }).getAttribute('href')).toBe(
      '/dashboard/manage-subscription',
    )

    // From the keyboard: Tab reaches the Messages card, Enter opens it.
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).focus()
    let focused = ''
    for (let i = 0; i < 15 && !focused.startsWith('Messages'); i++) {
      await page.keyboard.press('Tab')
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '')
    }
    expect(focused).toMatch(/^Messages/)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/dashboard\/messages$/)

    await page.goto('/dashboard')
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
    await page.getByText('You have been signed out successfully.').waitFor()
    await page.waitForURL(`${env.server.url}/`)
    await context.close()
  })

  it('says there is no order yet, with the way to the plans, to an account that never bought', async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'no.order@example.co.uk', 'no-order-password', 'Sam')
    await signInContext(context, env.server.url, 'no.order@example.co.uk', 'no-order-password')
    await page.goto('/dashboard')
    await page.getByRole('heading', { name: 'Welcome back, Sam' }).waitFor()
    const order = page.getByRole('heading', { name: 'Latest Order' }).locator('..')
    await order.getByText('No order information available').waitFor()
    expect(await order.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing')
    await page.getByText('You have no active plan.').waitFor()
    await context.close()
  })
})
