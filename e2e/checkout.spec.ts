import { describe, expect, it } from 'vitest'
import { firstLink } from '../tests/support/smtp-sink.ts'
import { useBrowserEnvironment } from './support/environment.ts'

describe('buying a plan as an anonymous visitor', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('goes from pricing to a paid order, an invite e-mail, a password and the welcome page', async () => {
    const email = 'new.shop@example.co.uk'
    const { page, context } = await env.open()

    await page.goto('/pricing')
    await page
      .getByRole('listitem', { name: 'Pro', exact: true })
      .getByRole('link', { name: 'Get Started' })
      .click()
    await page.waitForURL(/\/checkout/)
    const next = page.getByRole('button', { name: 'Next' })

    // Step 1: Pro is preselected by ?plan=pro.
    await page.getByRole('heading', { name: 'Step 1 of 5: Choose Your Plan' }).waitFor()
    expect(await page.getByRole('radio', { name: /^Pro\b/ }).isChecked()).toBe(true)
    await next.click()

    // Step 2: Next waits for the free channel.
    await page.getByRole('heading', { name: 'Step 2 of 5: Free Channel' }).waitFor()
    expect(await next.isDisabled()).toBe(true)
    await page.getByRole('radio', { name: 'Instagram' }).check()
    await next.click()

    // Step 3: the free channel is not offered again.
    await page.getByRole('heading', { name: 'Step 3 of 5: Additional Channels' }).waitFor()
    expect(await page.getByRole('checkbox', { name: /^Instagram/ }).count()).toBe(0)
    await page.getByRole('checkbox', { name: /^LinkedIn Company Page/ }).check()
    await next.click()

    // Step 4: 8 videos (a second click would deselect) and reports.
    await page.getByRole('heading', { name: 'Step 4 of 5: Add-ons' }).waitFor()
    const eightVideos = page.getByRole('button', { name: /^8 videos/ })
    await eightVideos.click()
    await eightVideos.click()
    expect(await eightVideos.getAttribute('aria-pressed')).toBe('false')
    await eightVideos.click()
    await page.getByRole('button', { name: /^Monthly reports/ }).click()
    await next.click()

    // Step 5: the form and the coupon in lower case.
    await page.getByRole('heading', { name: 'Step 5 of 5: Your Details' }).waitFor()
    await page.getByLabel('First Name').fill('Ada')
    await page.getByLabel('Last Name').fill('Baker')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Address').fill('1 High Street')
    await page.getByLabel('City').fill('Leeds')
    await page.getByLabel('Postcode').fill('LS1 1AA')
    await page.getByLabel('Coupon code').fill('special10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('Coupon Applied!').waitFor()
    const total = page.getByTestId('order-total')
    expect(await total.textContent()).toBe('£292.50')
    expect(await page.getByRole('link', { name: /Terms of Service/ }).getAttribute('target')).toBe('_blank')

    // A reload keeps every choice.
    await page.reload()
    await page.getByRole('heading', { name: 'Step 5 of 5: Your Details' }).waitFor()
    expect(await page.getByLabel('Email').inputValue()).toBe(email)
    expect(await total.textContent()).toBe('£292.50')

    await page.getByRole('checkbox', { name: /I agree to the/ }).click()
    const paymentTab = context.waitForEvent('page')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const pay = await paymentTab
    await pay.waitForURL(/\/pay\//)
    await pay.getByText('No card will be charged').waitFor()
    await pay.getByRole('button', { name: 'Pay £292.50' }).click()

    await pay.waitForURL(/\/checkout\/success\?session_id=/)
    await pay.getByRole('heading', { name: 'Thank You!' }).waitFor()
    await pay.getByText('Order total: £292.50 per month').waitFor()
    expect(await pay.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact')

    const invite = await env.sink.waitFor((m) => m.to.includes(email) && m.text.includes('Set your password'))
    const confirmation = await env.sink.waitFor(
      (m) => m.to.includes(email) && m.subject.includes('order confirmation'),
    )
    expect(confirmation.text).toContain('Total: £292.50 per month')

    await pay.goto(firstLink(invite.text))
    await pay.waitForURL(/\/auth\?type=recovery/)
    await pay.getByLabel('New password', { exact: true }).fill('my-new-password')
    await pay.getByLabel('Confirm new password').fill('my-new-password')
    await pay.getByRole('button', { name: 'Update Password' }).click()
    await pay.waitForURL(/\/password-reset-success/)

    await pay.goto('/auth')
    await pay.getByLabel('Email').fill(email)
    await pay.getByLabel('Password').fill('my-new-password')
    await pay.getByRole('button', { name: 'Sign In' }).click()
    await pay.waitForURL(/\/dashboard\/welcome/)
    await pay.getByRole('heading', { name: 'Pro Plan' }).waitFor()
    await pay.getByText('20 posts/month').waitFor()
    // The brief is offered next; the dashboard offers it again until it is sent.
    await pay.getByRole('button', { name: 'Start your brief' }).waitFor()
    await pay.getByRole('button', { name: 'Continue to My Dashboard' }).click()
    await pay.waitForURL(`${env.server.url}/dashboard`)
    await pay.getByRole('heading', { name: /^Welcome back, / }).waitFor()
    await pay.getByText('£292.50/month').waitFor()
    await pay.getByRole('link', { name: 'Start your brief' }).waitFor()

    // The welcome page is shown once: the dashboard stays put after a reload.
    await pay.reload()
    await pay.getByRole('heading', { name: 'Current Plan' }).waitFor()
    expect(pay.url()).toBe(`${env.server.url}/dashboard`)

    await pay.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
    await pay.getByText('You have been signed out successfully.').waitFor()
    await pay.waitForURL(`${env.server.url}/`)
    await context.close()
  })
})
