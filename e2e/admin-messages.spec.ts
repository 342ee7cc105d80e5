import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { MessagePage } from '#shared/schemas/messages.ts'
import {
  customerGet,
  customerPost,
  openAsAdmin,
  openAsNewCustomer,
  sidebarLink,
  toastShows,
} from './support/back-office.ts'
import { useBrowserEnvironment } from './support/environment.ts'

type Session = Awaited<ReturnType<typeof openAsNewCustomer>>

async function fillNewMessage(page: Page, fields: { subject: string; message: string }) {
  const dialog = page.getByRole('dialog', { name: 'New Message' })
  await dialog.getByLabel('Subject').fill(fields.subject)
  await dialog.getByLabel('Message', { exact: true }).fill(fields.message)
  return dialog
}

/** The customer's dashboard with its Messages card (no plan here, so no first-visit welcome page). */
async function openDashboard(page: Page) {
  await page.goto('/dashboard')
  await page.getByRole('heading', { name: /^Welcome back/ }).waitFor()
}

describe('administrator: Messages', () => {
  const env = useBrowserEnvironment({ smtp: true })
  const customers: Session[] = []

  it('refuses a broadcast when there is nobody to send to', async () => {
    const { page, context } = await openAsAdmin(env, '/admin/messages')
    await page.getByText('No messages yet').waitFor()
    await page.getByRole('button', { name: 'New Message' }).click()
    const dialog = await fillNewMessage(page, { subject: 'Hello', message: 'Welcome aboard' })
    await dialog.getByLabel('Send to All').check()
    await dialog.getByRole('button', { name: 'Send to All' }).click()
    await toastShows(page, 'No users found to send messages to')
    await context.close()
  })

  it('checks the New Message rules, sends to one customer and broadcasts to every inbox', async () => {
    customers.push(await openAsNewCustomer(env, 'carol@example.com', 'Carol King'))
    customers.push(await openAsNewCustomer(env, 'dave@example.com', 'Dave Stone'))
    customers.push(await openAsNewCustomer(env, 'erin@example.com', 'Erin Hale'))
    const { page, context } = await openAsAdmin(env, '/admin/messages')
    await page.getByRole('button', { name: 'New Message' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Message' })
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await dialog.getByText('Subject and message are required').first().waitFor()
    await fillNewMessage(page, { subject: '  ', message: 'Body' })
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await dialog.getByText('Subject and message are required').waitFor()
    await fillNewMessage(page, { subject: 'Your drive folder', message: 'It is ready: take a look.' })
    await dialog.getByLabel('Recipient').fill('carol')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await dialog.getByText("Please select a valid recipient or choose 'Send to All'").waitFor()
    await dialog.getByLabel('Recipient').fill('nobody@example.com')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await toastShows(page, 'Recipient not found')
    await dialog.getByLabel('Recipient').fill('CAR')
    await dialog.getByRole('radio', { name: 'carol@example.com (Carol King)' }).check()
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await toastShows(page, 'Message sent successfully')
    await dialog.waitFor({ state: 'detached' })
    const notice = await env.sink.waitFor(
      (email) => email.to.includes('carol@example.com') && email.subject.includes('Your drive folder'),
    )
    expect(notice.text).toContain('/dashboard/messages')
    expect(notice.text).not.toContain('It is ready: take a look.')

    await page.getByRole('button', { name: 'New Message' }).click()
    await fillNewMessage(page, { subject: 'Holiday hours', message: 'We close on 25 December.' })
    await dialog.getByLabel('Send to All').check()
    await dialog.getByRole('button', { name: 'Send to All' }).click()
    await toastShows(page, 'Broadcast message sent to 3 users')
    // Every customer's inbox shows it.
    for (const customer of customers) {
      await customer.page.goto('/dashboard/messages')
      await customer.page.getByText('Holiday hours').first().waitFor()
    }
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /^Holiday hours/ })
      .first()
      .waitFor()
    await context.close()
  })

  it("shows a customer's message live, marks it read on opening, and the reply reaches the customer live", async () => {
    const [, dave] = customers
    if (!dave) throw new Error('customers are made by the previous test')
    const { page, context } = await openAsAdmin(env, '/admin/messages')
    await page.getByRole('heading', { name: 'Messages' }).waitFor()
    await customerPost(dave.context, env.server.url, '/api/messages', {
      subject: 'Question about posts',
      message: 'Can we move Friday’s post to Monday?',
    })
    await sidebarLink(page, 'Messages 1 unread').waitFor()
    const thread = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({
      hasText: 'Question about posts',
    })
    await thread.getByText('1 unread').waitFor()

    // Dave's dashboard in his own browser: the broadcast is his one unread message.
    await openDashboard(dave.page)
    const daveBadge = dave.page.getByRole('link', { name: /^Messages/ }).getByTestId('unread-badge')
    await daveBadge.getByText('1 unread').waitFor()

    await thread.getByRole('button', { name: /Question about posts/ }).click()
    await thread.getByRole('paragraph').filter({ hasText: 'Can we move Friday’s post to Monday?' }).waitFor()
    await sidebarLink(page, 'Messages').getByTestId('unread-badge').waitFor({ state: 'detached' })
    await thread.getByRole('button', { name: 'Send Reply' }).click()
    await thread.getByText('Reply message cannot be empty').waitFor()
    await thread.getByLabel('Reply').fill('Yes, moved to Monday.')
    await thread.getByRole('button', { name: 'Send Reply' }).click()
    await toastShows(page, 'Reply sent successfully')
    await thread.getByRole('paragraph').filter({ hasText: 'Yes, moved to Monday.' }).waitFor()
    // Dave's browser learns of the reply without reloading: his badge counts one more.
    await daveBadge.getByText('2 unread').waitFor()
    const inbox = await customerGet<MessagePage>(dave.context, env.server.url, '/api/messages')
    expect(inbox.messages[0]).toMatchObject({ subject: 'Re: Question about posts', fromTeam: true })
    await context.close()
  })

  it('pages 10 messages at a time and deletes the selected ones after confirmation', async () => {
    const [, , erin] = customers
    if (!erin) throw new Error('customers are made by the previous tests')
    for (let i = 1; i <= 6; i++) {
      await customerPost(erin.context, env.server.url, '/api/messages', {
        subject: `Erin question ${i}`,
        message: `Question number ${i} `.repeat(12),
      })
    }
    const { page, context } = await openAsAdmin(env, '/admin/messages')
    const list = page.getByRole('list', { name: 'Conversations' })
    await list.getByRole('button', { name: /^Erin question 6/ }).waitFor()
    // Previews stop at 100 characters.
    const preview = await list
      .getByText(/^Question number 6/)
      .first()
      .textContent()
    expect(preview?.length).toBe(101)
    expect(preview?.endsWith('…')).toBe(true)
    const pager = page.getByRole('navigation', { name: 'Message pages' })
    await pager.getByRole('button', { name: 'Page 2' }).click()
    await list.getByRole('button', { name: /^Your drive folder/ }).waitFor()
    await pager.getByRole('button', { name: 'Previous' }).click()

    for (const subject of ['Erin question 6', 'Erin question 5']) {
      await list
        .getByRole('listitem')
        .filter({ hasText: subject })
        .getByLabel(`Select conversation ${subject}`)
        .check()
    }
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete messages' })
    await confirm.getByText('Delete 2 selected message(s)?', { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await toastShows(page, 'Successfully deleted 2 message(s)')
    await list.getByRole('button', { name: /^Erin question 6/ }).waitFor({ state: 'detached' })
    const inbox = await customerGet<MessagePage>(erin.context, env.server.url, '/api/messages')
    expect(inbox.messages.map((m) => m.subject)).not.toContain('Erin question 6')
    for (const customer of customers) await customer.context.close()
    await context.close()
  })
})
