import { describe, expect, it } from 'vitest'
import { adminApi, buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const SUPPORT_EMAIL = 'support@postcraft.localhost'

describe('managing the subscription', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('asks to cancel, accepts the offer for "too expensive", changes plan, and follows the requests', async () => {
    const email = 'leaver@example.co.uk'
    const { page, context } = await buyAndSignIn(env, email)
    await page.getByRole('link', { name: 'Manage My Subscription' }).click()
    await page.getByRole('heading', { name: 'Manage My Subscription', level: 1 }).waitFor()
    await page.getByText('Monthly total with extras: £292.50/month').waitFor()
    await page.getByText('You have not sent any requests yet.').waitFor()

    // Cancel: a reason is required; 'Too expensive' brings the 10% offer, which the customer takes.
    await page.getByRole('button', { name: 'Cancel Plan' }).click()
    const cancel = page.getByRole('dialog', { name: 'Cancel Plan' })
    await cancel.getByRole('button', { name: 'Submit Cancellation' }).click()
    await cancel.getByText('Please select a reason').waitFor()
    const reasons = cancel.getByRole('group', { name: 'Reason for cancelling' }).getByRole('radio')
    expect(
      await reasons.evaluateAll((inputs) => inputs.map((input) => input.parentElement?.textContent)),
    ).toEqual([
      'Too expensive',
      'Not using it enough',
      'Switching to another provider',
      "The content isn't right for us",
      'Other',
    ])
    await cancel.getByRole('radio', { name: 'Other', exact: true }).check()
    await cancel.getByLabel('Tell us more').waitFor()
    await cancel.getByRole('radio', { name: 'Too expensive', exact: true }).check()
    await cancel.getByText('Before you go: 10% off your next month').waitFor()
    expect(await cancel.getByRole('button', { name: 'Submit Cancellation' }).count()).toBe(0)
    await cancel.getByRole('button', { name: 'No, thanks' }).waitFor()
    await cancel.getByRole('button', { name: "Yes, I'd stay!" }).click()
    await page.getByText('Your request has been sent to our team').waitFor()
    const thanks = page.getByRole('dialog', { name: 'Thank You!' })
    await thanks.waitFor()

    const team = await env.sink.waitFor(
      (m) => m.to.includes(SUPPORT_EMAIL) && m.subject.includes('Cancellation'),
    )
    expect(team.subject).toBe('Cancellation request: Cancellation request: discount accepted')
    expect(team.text).toContain(email)
    expect(team.text).toContain('Reason: Too expensive')
    expect(team.text).toContain('The customer accepted the 10% off next month offer and wants to stay.')
    const copy = await env.sink.waitFor(
      (m) => m.to.includes(email) && m.subject.includes('cancellation request'),
    )
    expect(copy.text).toContain('Accepted the 10% off next month offer')

    await thanks.getByRole('button', { name: 'Return to Dashboard' }).click()
    await page.waitForURL(`${env.server.url}/dashboard`)

    // Change Plan, from the keyboard: no choice is refused; the current plan is not offered.
    await page.goto('/dashboard/manage-subscription')
    const requests = page.getByRole('list', { name: 'Your requests' })
    const cancellation = requests.getByRole('listitem').filter({ hasText: 'discount accepted' })
    await cancellation.getByText('Open', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Change Plan' }).focus()
    await page.keyboard.press('Enter')
    const change = page.getByRole('dialog', { name: 'Change Plan' })
    await change.getByRole('button', { name: 'Submit Request' }).click()
    await change.getByText('Please select an option').waitFor()
    const options = change.getByRole('radio')
    expect(await options.count()).toBe(3)
    expect(await change.getByRole('radio', { name: /^Pro/ }).count()).toBe(0)
    await change.getByRole('radio', { name: /^Basic/ }).focus()
    await page.keyboard.press('ArrowDown')
    expect(await change.getByRole('radio', { name: /^Premium: £219.00\/month/ }).isChecked()).toBe(true)
    await change.getByRole('button', { name: 'Submit Request' }).click()
    await page.getByRole('dialog', { name: 'Thank You!' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Thank You!' }).waitFor({ state: 'detached' })
    await requests.getByText('Plan change request: the Premium plan').waitFor()
    const planTeam = await env.sink.waitFor(
      (m) => m.to.includes(SUPPORT_EMAIL) && m.subject.includes('Plan change'),
    )
    expect(planTeam.text).toContain('I would like to change to the Premium plan.')

    // The team takes the cancellation in hand: its status changes here without a reload.
    const admin = await adminApi(env)
    const { tickets } = await admin.send('GET', '/api/admin/support/tickets')
    const ticket = tickets.find((t: { subject: string }) => t.subject.includes('discount accepted'))
    await admin.send('PATCH', `/api/admin/support/tickets/${ticket.id}/status`, { status: 'in_progress' })
    await cancellation.getByText('In Progress', { exact: true }).waitFor()
    await admin.context.close()
    await context.close()
  }, 120_000)
})
