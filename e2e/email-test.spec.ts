import { describe, expect, it } from 'vitest'
import { eventually } from '../tests/support/api-client.ts'
import { E2E_ADMIN } from './support/app-process.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { signInContext, signUpAccount } from './support/sign-in.ts'

describe('/email-test diagnostics', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('lets an administrator send a test e-mail and check its delivery status', async () => {
    const { page, context } = await env.open()
    await signInContext(context, env.server.url, E2E_ADMIN.email, E2E_ADMIN.password)
    // Reached from Admin Settings, as an administrator finds it.
    await page.goto('/admin/settings')
    await page.getByRole('link', { name: 'Send a test e-mail' }).click()
    await page.waitForURL(/\/email-test$/)

    await page.getByRole('button', { name: 'Check Status' }).click()
    await page.getByText('Please send a test email first to get a message ID').waitFor()

    await page.getByRole('button', { name: 'Send Test Email' }).click()
    await page.getByText('Please enter a recipient email').first().waitFor()

    await page.getByLabel('Recipient').fill('owner@example.co.uk')
    await page.getByRole('button', { name: 'Send Test Email' }).click()
    const toast = page.getByText(/^Test email sent! ID: /)
    await toast.waitFor()
    const id = (await toast.textContent())?.replace('Test email sent! ID: ', '') ?? ''
    expect(await page.getByLabel('Message ID').inputValue()).toBe(id)

    const received = await env.sink.waitFor((m) => m.to.includes('owner@example.co.uk'))
    expect(received.subject).toBe('PostCraft test e-mail')
    // The server marks the message sent just after the SMTP server accepts it.
    await eventually(async () => {
      const response = await context.request.get(`${env.server.url}/api/admin/email-test/${id}`)
      return (await response.json()).status === 'sent' ? true : undefined
    })

    await page.getByRole('button', { name: 'Check Status' }).click()
    await page.getByText('Status retrieved successfully').waitFor()
    await page.getByText('"status": "sent"').waitFor()
    expect(await page.getByText(`"id": "${id}"`).count()).toBe(1)
    await context.close()
  })

  it('lists recent e-mails in Admin Settings and adds a new one live, without a reload', async () => {
    const { page, context } = await env.open()
    await signInContext(context, env.server.url, E2E_ADMIN.email, E2E_ADMIN.password)
    await page.goto('/admin/settings')
    await page.getByRole('heading', { name: 'Recent e-mails' }).waitFor()
    await page
      .getByText(/owner@example\.co\.uk/)
      .first()
      .waitFor()

    const sent = await context.request.post(`${env.server.url}/api/admin/email-test`, {
      data: { to: 'live-update@example.co.uk', sender: 'mail-from' },
      headers: { origin: env.server.url },
    })
    expect(sent.status()).toBe(200)
    await page.getByText(/live-update@example\.co\.uk/).waitFor()
    await context.close()
  })

  it('shows a customer a sign-in prompt and the server refuses to send for them', async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'shopkeeper@example.co.uk', 'shop-password')
    await signInContext(context, env.server.url, 'shopkeeper@example.co.uk', 'shop-password')
    await page.goto('/email-test')
    await page.getByRole('heading', { name: 'Administrators only' }).waitFor()
    expect(await page.getByRole('button', { name: 'Send Test Email' }).count()).toBe(0)
    const attempt = await context.request.post(`${env.server.url}/api/admin/email-test`, {
      data: { to: 'victim@example.co.uk', sender: 'mail-from' },
      headers: { origin: env.server.url },
    })
    expect(attempt.status()).toBe(403)
    await context.close()
  })

  it('shows a signed-out visitor a sign-in prompt and the server refuses to send for them', async () => {
    const { page, context } = await env.open()
    await page.goto('/email-test')
    await page.getByRole('link', { name: 'Sign In' }).last().waitFor()
    await page.getByRole('heading', { name: 'Administrators only' }).waitFor()
    const attempt = await context.request.post(`${env.server.url}/api/admin/email-test`, {
      data: { to: 'victim@example.co.uk', sender: 'mail-from' },
    })
    expect(attempt.status()).toBe(401)
    expect(env.sink.messages.some((m) => m.to.includes('victim@example.co.uk'))).toBe(false)
    await context.close()
  })
})
