import { describe, expect, it } from 'vitest'
import { adminApi, buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

describe('messages with the team', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('sends a message, shows the answer live with the badge counting it, replies, pages and deletes', async () => {
    const { page, context } = await buyAndSignIn(env, 'writer@example.co.uk')
    // A second tab stays on the dashboard to watch its badge change without a reload.
    const home = await context.newPage()
    await home.goto('/dashboard')
    await home.getByRole('heading', { name: /^Welcome back/ }).waitFor()
    const badge = home.getByTestId('unread-badge')
    // The customer works in the first tab: in front, as the browser pauses a background tab's animation
    // frames, which Playwright waits on before every click.
    await page.bringToFront()

    await page.goto('/dashboard/messages')
    await page.getByText('No messages yet').waitFor()

    await page.getByRole('button', { name: 'New Message' }).click()
    const compose = page.getByRole('dialog', { name: 'New Message' })
    await compose.getByRole('button', { name: 'Send Message' }).click()
    expect(await compose.getByText('Subject and message are required').count()).toBe(2)
    await compose.getByLabel('Subject').fill('Our spring posts')
    await compose.getByLabel('Message').fill('Can we feature the new menu?')
    await compose.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Message sent to admin').waitFor()
    await compose.waitFor({ state: 'detached' })
    const threads = page.getByRole('list', { name: 'Message threads' })
    const thread = threads.getByRole('listitem').filter({ hasText: 'Our spring posts' })
    await thread.getByText('Can we feature the new menu?').waitFor()

    // The team answers from another browser.
    const admin = await adminApi(env)
    const inbox = await admin.send('GET', '/api/admin/messages')
    const threadId = inbox.threads.find((t: { subject: string }) => t.subject === 'Our spring posts').threadId
    await admin.send('POST', `/api/admin/messages/threads/${threadId}/replies`, { message: 'Yes, we will.' })

    await thread.getByText('1 unread').waitFor()
    await thread.getByText('Yes, we will.').waitFor()
    expect(await badge.textContent()).toBe('1 unread')

    // Opening the thread from the keyboard reads it: both badges go.
    const toggle = thread.getByRole('button', { name: /^Our spring posts/ })
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await thread
      .getByRole('list', { name: 'Messages in "Our spring posts"' })
      .getByText('PostCraft team')
      .waitFor()
    await thread.getByText('1 unread').waitFor({ state: 'detached' })
    await badge.waitFor({ state: 'detached' })

    const reply = thread.getByLabel('Reply to "Our spring posts"')
    await thread.getByRole('button', { name: 'Send Reply' }).click()
    await thread.getByText('Reply message cannot be empty').waitFor()
    await reply.fill('Thank you!')
    await thread.getByRole('button', { name: 'Send Reply' }).click()
    await page.getByText('Reply sent successfully').waitFor()
    await thread.getByText('3 messages').waitFor()

    // Ten more messages: pages of ten, counted over messages, with the pager.
    for (let i = 1; i <= 10; i++) {
      const sent = await context.request.post(`${env.server.url}/api/messages`, {
        data: { subject: `Idea ${i}`, message: `Post idea number ${i}` },
        headers: { origin: env.server.url },
      })
      expect(sent.status()).toBe(201)
    }
    await threads.getByText('Idea 10', { exact: true }).waitFor()
    const pager = page.getByRole('navigation', { name: 'Message pages' })
    expect(
      await threads
        .getByRole('listitem')
        .filter({ hasText: /^Select/ })
        .count(),
    ).toBe(10)
    await pager.getByRole('button', { name: 'Page 2' }).click()
    await threads.getByText('Our spring posts', { exact: true }).waitFor()
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')

    // Select and delete, confirmed.
    await page.getByRole('checkbox', { name: 'Select "Our spring posts"' }).click()
    await page.getByRole('button', { name: 'Delete Selected (3)' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete 3 messages?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Messages deleted (3)').waitFor()
    await threads.getByText('Idea 1', { exact: true }).waitFor()
    await pager.waitFor({ state: 'detached' })

    for (let i = 1; i <= 10; i++) await page.getByRole('checkbox', { name: `Select "Idea ${i}"` }).click()
    await page.getByRole('button', { name: 'Delete Selected (10)' }).click()
    await page
      .getByRole('dialog', { name: 'Delete 10 messages?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await page.getByText('No messages yet').waitFor()
    await admin.context.close()
    await context.close()
    // A long journey (eleven pages' worth of messages, two browsers): more than the default minute.
  }, 180_000)
})
