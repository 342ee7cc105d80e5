import type { APIRequestContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { quote } from '#shared/pricing/quote.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import { firstLink } from '../tests/support/smtp-sink.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const EMAIL = 'returning.shop@example.co.uk'
const PASSWORD = 'returning-password'

/** A customer who bought Basic before and set a password from the invite: their address is proven. */
async function existingCustomer(
  request: APIRequestContext,
  baseUrl: string,
  waitForInvite: () => Promise<string>,
) {
  const selection: OrderSelection = {
    plan: 'basic',
    freeChannel: 'instagram',
    additionalChannels: [],
    addOns: { carouselPosts: 0, reports: false },
  }
  const { discountPence, totalPence } = quote(selection)
  const headers = { origin: baseUrl }
  const created = await request.post(`${baseUrl}/api/checkout`, {
    headers,
    data: { email: EMAIL, ...selection, discountPence, totalPence },
  })
  expect(created.status(), await created.text()).toBe(200)
  const id = ((await created.json()) as { url: string }).url.split('/pay/')[1]
  expect((await request.post(`${baseUrl}/api/checkout/${id}/pay`, { headers })).status()).toBe(200)
  const opened = await request.get(await waitForInvite(), { maxRedirects: 0 })
  const token = new URL(opened.headers().location ?? '', baseUrl).searchParams.get('token')
  const reset = await request.post(`${baseUrl}/api/auth/reset-password`, {
    headers,
    data: { token, newPassword: PASSWORD },
  })
  expect(reset.status(), await reset.text()).toBe(200)
}

describe('a returning customer buying while signed out', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('is asked to sign in at step 5, comes back with every choice, pays, and the dashboard shows the plan', async () => {
    const { page, context } = await env.open()
    await existingCustomer(context.request, env.server.url, async () => {
      const invite = await env.sink.waitFor(
        (m) => m.to.includes(EMAIL) && m.text.includes('Set your password'),
      )
      return firstLink(invite.text)
    })

    await page.goto('/checkout?plan=premium')
    const next = page.getByRole('button', { name: 'Next' })
    await page.getByRole('heading', { name: 'Step 1 of 5: Choose Your Plan' }).waitFor()
    await next.click()
    await page.getByRole('radio', { name: 'Facebook' }).check()
    await next.click()
    await page.getByRole('checkbox', { name: /^LinkedIn Company Page/ }).check()
    await next.click()
    await next.click()
    await page.getByRole('heading', { name: 'Step 5 of 5: Your Details' }).waitFor()
    await page.getByLabel('First Name').fill('Ada')
    await page.getByLabel('Last Name').fill('Baker')
    await page.getByLabel('Email').fill(EMAIL)
    await page.getByLabel('Address').fill('1 High Street')
    await page.getByLabel('City').fill('Leeds')
    await page.getByLabel('Postcode').fill('LS1 1AA')
    await page.getByRole('checkbox', { name: /I agree to the/ }).click()
    const total = await page.getByTestId('order-total').textContent()
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    const notice = page.getByRole('alert').filter({ hasText: 'This e-mail already has an account.' })
    await notice.getByText('This e-mail already has an account. Sign in to add this plan to it.').waitFor()
    await notice.getByRole('link', { name: 'Sign In' }).click()
    await page.waitForURL(/\/auth$/)
    await page.getByText('Welcome back. Sign in to your account.').waitFor()
    await page.getByLabel('Email').fill(EMAIL)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()

    await page.waitForURL(/\/checkout$/)
    await page.getByRole('heading', { name: 'Step 5 of 5: Your Details' }).waitFor()
    const email = page.getByLabel('Email')
    expect(await email.inputValue()).toBe(EMAIL)
    expect(await email.getAttribute('readonly')).not.toBeNull()
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ada')
    expect(await page.getByTestId('order-total').textContent()).toBe(total)
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(await page.getByRole('checkbox', { name: /^LinkedIn Company Page/ }).isChecked()).toBe(true)
    await next.click()
    await next.click()

    const paymentTab = context.waitForEvent('page')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const pay = await paymentTab
    await pay.waitForURL(/\/pay\//)
    await pay.getByRole('button', { name: /^Pay £/ }).click()
    await pay.waitForURL(/\/checkout\/success\?session_id=/)

    // The welcome page follows the purchase, then the dashboard shows the new plan.
    await pay.goto('/dashboard')
    await pay.waitForURL(/\/dashboard\/welcome/)
    await pay.getByRole('heading', { name: 'Premium Plan' }).waitFor()
    await pay.getByRole('button', { name: 'Continue to My Dashboard' }).click()
    await pay.getByRole('heading', { name: 'Current Plan' }).waitFor()
    await pay.getByText('Premium', { exact: true }).first().waitFor()
    await context.close()
  })
})
