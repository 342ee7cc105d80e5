import { describe, expect, it } from 'vitest'
import { buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

describe('contacting support', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('sends a support request from the read-only e-mail, to the team with a copy to the customer', async () => {
    const email = 'asker@example.co.uk'
    const { page, context } = await buyAndSignIn(env, email)
    await page.getByRole('link', { name: /^Contact Support/ }).click()
    await page.getByRole('heading', { name: 'Contact Support', level: 1 }).waitFor()
    const address = page.getByLabel('Email')
    expect(await address.inputValue()).toBe(email)
    expect(await address.getAttribute('readonly')).not.toBeNull()

    await page.getByRole('button', { name: 'Send Message' }).click()
    expect(await page.getByText('Please fill in all fields').count()).toBe(2)
    // From the keyboard: type, Tab to the message, Enter on the button.
    await page.getByLabel('Subject').fill('Logo colours')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Please use the darker green from now on.')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByText('Your message has been sent to support').waitFor()
    expect(await page.getByLabel('Subject').inputValue()).toBe('')

    const team = await env.sink.waitFor(
      (m) => m.to.includes('support@postcraft.localhost') && m.subject.includes('Logo colours'),
    )
    expect(team.subject).toBe('Support request: Logo colours')
    expect(team.text).toContain(email)
    expect(team.text).toContain('Please use the darker green from now on.')
    const copy = await env.sink.waitFor((m) => m.to.includes(email) && m.subject.includes('Logo colours'))
    expect(copy.subject).toBe('We have your support request: Logo colours')

    await page.goto('/dashboard/manage-subscription')
    const requests = page.getByRole('list', { name: 'Your requests' })
    await requests.getByRole('listitem').filter({ hasText: 'Logo colours' }).getByText('Open').waitFor()
    await context.close()
  })
})
