import { describe, expect, it } from 'vitest'
import { periodEndAfter } from '#shared/billing/period.ts'
import { CANCELLATION_NOTICE_DAYS } from '#shared/catalogue/business-rules.ts'
import { type BillingState, nextPaymentLine, planEndsOn } from '#shared/schemas/billing.ts'
import { customerGet, openAsAdmin, toastShows } from './support/back-office.ts'
import { buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const plainPro = (email: string) => ({
  email,
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
  discountPence: 0,
  totalPence: 14900,
})

describe('billing that does what the customer asked (test provider)', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('retention discount, cancellation with notice, Keep my plan, a failed renewal put right, invoices and a refund', async () => {
    const email = 'biller@example.co.uk'
    const { page, context } = await buyAndSignIn(env, email, undefined, plainPro(email))
    const state = () => customerGet<BillingState>(context, env.server.url, '/api/billing/subscription')

    // Pro monthly: the next payment is £149.00, a month on.
    const bought = (await state()).subscription
    if (!bought?.nextPayment || !bought.currentPeriodStart) throw new Error('no next payment')
    const start = new Date(bought.currentPeriodStart)
    expect(bought.nextPayment.at).toBe(periodEndAfter(start, start, 'month').toISOString())
    await page.getByText(nextPaymentLine(14900, bought.nextPayment.at)).waitFor()

    // 'Yes, I'd stay!': 10% off the next payment.
    await page.getByRole('link', { name: 'Manage My Subscription' }).click()
    await page.getByRole('heading', { name: 'Manage My Subscription', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Cancel Plan' }).click()
    const cancel = page.getByRole('dialog', { name: 'Cancel Plan' })
    await cancel.getByRole('radio', { name: 'Too expensive', exact: true }).check()
    await cancel.getByRole('button', { name: "Yes, I'd stay!" }).click()
    await page.getByRole('dialog', { name: 'Thank You!' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByText(nextPaymentLine(13410, bought.nextPayment.at)).waitFor()

    // Cancel with a reason: the plan ends at the notice, then 'Keep my plan' undoes it.
    await page.getByRole('button', { name: 'Cancel Plan' }).click()
    await cancel.getByRole('radio', { name: 'Not using it enough', exact: true }).check()
    await cancel.getByRole('button', { name: 'Submit Cancellation' }).click()
    await page.getByRole('dialog', { name: 'Thank You!' }).waitFor()
    await page.keyboard.press('Escape')
    const cancelled = (await state()).subscription
    if (!cancelled?.endsAt) throw new Error('no end scheduled')
    expect(new Date(cancelled.endsAt).getTime()).toBeGreaterThanOrEqual(
      start.getTime() + CANCELLATION_NOTICE_DAYS * DAY_MS,
    )
    await page.getByText(planEndsOn(cancelled.endsAt)).waitFor()
    await page.getByRole('button', { name: 'Keep my plan' }).click()
    await page.getByText(planEndsOn(cancelled.endsAt)).waitFor({ state: 'detached' })
    await page.getByText(nextPaymentLine(13410, bought.nextPayment.at)).waitFor()

    // The team fails the next renewal and charges it: the customer sees the banner and gets an e-mail.
    const account = await customerGet<{ user: { id: string } }>(
      context,
      env.server.url,
      '/api/auth/get-session',
    )
    const admin = await openAsAdmin(env, `/admin/billing/${account.user.id}`)
    await admin.page.getByRole('button', { name: 'Fail next renewal (test)' }).click()
    await toastShows(admin.page, 'The next renewal will fail')
    await admin.page.getByRole('button', { name: 'Charge renewal now (test)' }).click()
    await toastShows(admin.page, 'Renewal charged: failed')
    await admin.page.getByText('Past due', { exact: true }).waitFor()
    const failed = await env.sink.waitFor(
      (m) => m.to.includes(email) && m.subject.includes('did not go through'),
    )
    expect(failed.text).toContain('£134.10')
    const banner = page.getByRole('alert').filter({ hasText: 'did not go through' })
    await banner.waitFor()
    await banner.getByRole('button', { name: 'Update card' }).click()
    await banner.waitFor({ state: 'detached' })

    // Invoices: the first order and the renewal, each with its PDF.
    await page.goto('/dashboard/billing')
    await page.getByRole('heading', { name: 'Invoices and payments', level: 1 }).waitFor()
    const links = page.getByRole('link', { name: 'Download PDF' })
    await links.first().waitFor()
    expect(await links.count()).toBe(2)
    const [download] = await Promise.all([page.waitForEvent('download'), links.last().click()])
    expect(download.suggestedFilename()).toMatch(/^invoice-.*\.pdf$/)

    // 'Refund first order' within the window: the customer is e-mailed, the order shows refunded.
    await admin.page.reload()
    await admin.page.getByRole('button', { name: 'Refund first order (£149.00)' }).click()
    await toastShows(admin.page, 'First order refunded')
    await env.sink.waitFor((m) => m.to.includes(email) && m.subject.includes('refund'))
    await page.reload()
    await page.getByRole('cell', { name: 'Refunded' }).waitFor()
    await admin.context.close()
    await context.close()
  }, 180_000)
})
