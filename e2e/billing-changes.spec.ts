import { describe, expect, it } from 'vitest'
import { periodEndAfter } from '#shared/billing/period.ts'
import { prorationPence } from '#shared/pricing/billing.ts'
import {
  type BillingState,
  nextPaymentLine,
  type PlanChangePreview,
  planChangesOn,
  youPayNow,
} from '#shared/schemas/billing.ts'
import { firstLink } from '../tests/support/smtp-sink.ts'
import { expectNoViolations } from './support/accessibility.ts'
import { customerGet } from './support/back-office.ts'
import { buyAndSignIn, signInAtAuth } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const plainPro = (email: string) => ({
  email,
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
  discountPence: 0,
  totalPence: 14900,
})

describe('changing and choosing how a plan is billed (test provider)', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('upgrades Pro to Premium with the proration shown before confirming; the dashboard then shows Premium', async () => {
    const email = 'upgrade@example.co.uk'
    const { page, context } = await buyAndSignIn(env, email, undefined, plainPro(email))
    const state = () => customerGet<BillingState>(context, env.server.url, '/api/billing/subscription')
    const bought = (await state()).subscription
    if (!bought?.currentPeriodStart || !bought.currentPeriodEnd) throw new Error('no billing period')

    await page.getByRole('link', { name: 'Manage My Subscription' }).click()
    await page.getByRole('button', { name: 'Change Plan' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Plan' })
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/billing/change-preview'))
    await dialog.getByRole('radio', { name: /^Premium/ }).check()
    const preview = (await (await answered).json()) as PlanChangePreview
    // The charge is the pricing engine's proration of the £70.00 difference for the period left.
    expect(preview.chargeNowPence).toBe(
      prorationPence(
        14900,
        21900,
        { start: new Date(bought.currentPeriodStart), end: new Date(bought.currentPeriodEnd) },
        new Date(preview.quotedAt),
      ),
    )
    expect(preview.chargeNowPence).toBeGreaterThan(6900)
    await dialog.getByText(youPayNow(preview.chargeNowPence)).waitFor()
    await dialog.getByText(nextPaymentLine(21900, bought.currentPeriodEnd)).waitFor()
    await expectNoViolations(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await expectNoViolations(page)
    await page.setViewportSize({ width: 1280, height: 800 })

    await dialog.getByRole('button', { name: 'Submit Request' }).click()
    const thanks = page.getByRole('dialog', { name: 'Thank You!' })
    await thanks.getByRole('button', { name: 'Return to Dashboard' }).click()
    await page.waitForURL(`${env.server.url}/dashboard`)
    const plan = page.getByRole('heading', { name: 'Current Plan' }).locator('..')
    await plan.getByText('Premium', { exact: true }).waitFor()
    await page.getByText(nextPaymentLine(21900, bought.currentPeriodEnd)).waitFor()
    const payments = await customerGet<{ payments: Array<{ kind: string; amountPence: number }> }>(
      context,
      env.server.url,
      '/api/billing/payments',
    )
    expect(payments.payments[0]).toMatchObject({ kind: 'proration', amountPence: preview.chargeNowPence })
    await context.close()
  }, 180_000)

  it('removes the last LinkedIn channel from the extras: carousels end with it, from the next period', async () => {
    const email = 'carousels@example.co.uk'
    const order = {
      email,
      plan: 'pro',
      freeChannel: 'facebook',
      additionalChannels: ['linkedin-company'],
      addOns: { carouselPosts: 4, reports: false },
      discountPence: 0,
      totalPence: 18400,
    }
    const { page, context } = await buyAndSignIn(env, email, undefined, order)
    const bought = (await customerGet<BillingState>(context, env.server.url, '/api/billing/subscription'))
      .subscription
    if (!bought?.currentPeriodEnd) throw new Error('no billing period')
    await page.getByRole('link', { name: 'Manage My Subscription' }).click()
    await page.getByRole('button', { name: 'Change Plan' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Plan' })
    await dialog.getByRole('radio', { name: /^Add or change extras/ }).check()
    const linkedIn = dialog.getByRole('checkbox', { name: 'LinkedIn Company Page' })
    expect(await linkedIn.getAttribute('aria-checked')).toBe('true')
    await linkedIn.click()
    await dialog.getByText('Nothing to pay now').waitFor()
    await dialog.getByText(/Carousel posts end/).waitFor()
    await dialog.getByText(nextPaymentLine(14900, bought.currentPeriodEnd)).waitFor()
    await expectNoViolations(page)
    await dialog.getByRole('button', { name: 'Submit Request' }).click()
    await page.getByRole('dialog', { name: 'Thank You!' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByText(planChangesOn('Pro', 14900, bought.currentPeriodEnd)).waitFor()
    await context.close()
  }, 180_000)

  it("buys Pro every 6 months at the checkout: £894.00 on the summary, then 'Next payment: £894.00' six months on", async () => {
    const email = 'six.months@example.co.uk'
    const { page, context } = await env.open()
    await page.goto('/checkout?plan=pro')
    const next = page.getByRole('button', { name: 'Next' })
    await page.getByRole('heading', { name: 'Step 1 of 5: Choose Your Plan' }).waitFor()
    await next.click()
    await page.getByRole('radio', { name: 'Instagram' }).check()
    await next.click()
    await page.getByRole('heading', { name: 'Step 3 of 5: Additional Channels' }).waitFor()
    await next.click()
    await page.getByRole('heading', { name: 'Step 4 of 5: Add-ons' }).waitFor()
    await next.click()
    await page.getByRole('heading', { name: 'Step 5 of 5: Your Details' }).waitFor()
    await page.getByLabel('First Name').fill('Sam')
    await page.getByLabel('Last Name').fill('Hale')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Address').fill('2 Mill Lane')
    await page.getByLabel('City').fill('York')
    await page.getByLabel('Postcode').fill('YO1 7HH')
    await page.getByRole('radio', { name: /^Every 6 months/ }).check()
    expect(await page.getByTestId('period-total').textContent()).toBe('£894.00')
    // A toast fading in is measured half-transparent: checked once it has gone.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' })
    await expectNoViolations(page)
    await page.getByRole('checkbox', { name: /I agree to the/ }).click()
    const paymentTab = context.waitForEvent('page')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const pay = await paymentTab
    await pay.getByRole('button', { name: 'Pay £894.00' }).click()
    await pay.getByRole('heading', { name: 'Thank You!' }).waitFor()

    const invite = await env.sink.waitFor((m) => m.to.includes(email) && m.text.includes('Set your password'))
    await pay.goto(firstLink(invite.text))
    await pay.getByLabel('New password', { exact: true }).fill('six-months-password')
    await pay.getByLabel('Confirm new password').fill('six-months-password')
    await pay.getByRole('button', { name: 'Update Password' }).click()
    await pay.waitForURL(/\/password-reset-success/)
    await signInAtAuth(pay, email, 'six-months-password')
    await pay.waitForURL(/\/dashboard\/welcome/)
    await pay.getByRole('button', { name: 'Continue to My Dashboard' }).click()
    await pay.waitForURL(`${env.server.url}/dashboard`)

    const bought = (await customerGet<BillingState>(context, env.server.url, '/api/billing/subscription'))
      .subscription
    if (!bought?.currentPeriodStart) throw new Error('no billing period')
    const start = new Date(bought.currentPeriodStart)
    const sixMonthsOn = periodEndAfter(start, start, 'six_months')
    expect(bought).toMatchObject({ interval: 'six_months', periodAmountPence: 89400 })
    await pay.getByText(nextPaymentLine(89400, sixMonthsOn)).waitFor()
    await pay.getByText('£149.00/month').first().waitFor()
    await context.close()
  }, 180_000)
})
