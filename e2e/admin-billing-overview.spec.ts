import { describe, expect, it } from 'vitest'
import { expectNoViolations } from './support/accessibility.ts'
import { customerGet, openAsAdmin, toastShows } from './support/back-office.ts'
import { buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]
const plainPro = (email: string) => ({
  email,
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
  discountPence: 0,
  totalPence: 14900,
})

describe('the team sees billing on the overview and past-due customers (test provider)', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('shows MRR and the chart as a table, and filters Past due after a failed renewal', async () => {
    const email = 'late-payer@example.co.uk'
    const customer = await buyAndSignIn(env, email, undefined, plainPro(email))
    const account = await customerGet<{ user: { id: string } }>(
      customer.context,
      env.server.url,
      '/api/auth/get-session',
    )

    // The overview: £149.00 of monthly recurring revenue, one new subscription this month.
    const overview = await openAsAdmin(env, '/admin/dashboard')
    const figure = (name: string, text: RegExp, page = overview.page) =>
      page.getByTestId(`count-${name}`).filter({ hasText: text }).waitFor()
    await figure('mrrPence', /^£149\.00$/)
    await figure('newSubscriptionsThisMonth', /^1$/)
    // The chart's figures as a table: hidden for sighted users until asked, read by screen readers.
    const table = overview.page.getByRole('table', {
      name: 'Recurring revenue and active customers by month',
    })
    await table.waitFor({ state: 'attached' })
    await overview.page.getByRole('button', { name: 'Show as table' }).click()
    await table.waitFor()
    await table
      .getByRole('row')
      .last()
      .filter({ hasText: /£149\.00\s*1$/ })
      .waitFor()
    await overview.page.getByRole('button', { name: 'Show as chart' }).click()
    await overview.page.locator('svg[aria-hidden="true"] rect').first().waitFor()
    await overview.context.close()

    // The team fails the next renewal and charges it: the customer is past due.
    const billing = await openAsAdmin(env, `/admin/billing/${account.user.id}`)
    await billing.page.getByRole('button', { name: 'Fail next renewal (test)' }).click()
    await toastShows(billing.page, 'The next renewal will fail')
    await billing.page.getByRole('button', { name: 'Charge renewal now (test)' }).click()
    await toastShows(billing.page, 'Renewal charged: failed')
    await billing.context.close()

    for (const viewport of viewports) {
      const { page, context } = await openAsAdmin(env, '/admin/dashboard', viewport)
      await figure('pastDueSubscriptions', /^1$/, page)
      await page.locator('svg[aria-hidden="true"] rect').first().waitFor()
      await expectNoViolations(page)

      await page.goto('/admin/users')
      await page.getByText(email).first().waitFor()
      await page.getByLabel('Show').selectOption({ label: 'Past due' })
      await page.getByText('1 customer past due').waitFor()
      const card = page.getByRole('list', { name: 'Customers' }).getByRole('listitem')
      await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1)
      await card.getByText('Past due', { exact: true }).waitFor()
      await card.getByText(/^Publishing pauses on /).waitFor()
      await expectNoViolations(page)
      await context.close()
    }
  })
})
