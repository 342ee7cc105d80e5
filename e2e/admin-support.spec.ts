import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { users } from '#server/db/schema/auth.ts'
import { subscriptions } from '#server/db/schema/customers.ts'
import { cancelReasonLabels } from '#shared/schemas/support.ts'
import {
  customerPost,
  openAsAdmin,
  openAsNewCustomer,
  sidebarLink,
  toastShows,
  withServerStopped,
} from './support/back-office.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const filter = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Filter tickets by status' })
    .getByRole('button', { name: new RegExp(`^${name} `) })

async function expectCounts(page: Page, counts: Record<string, number>) {
  for (const [name, count] of Object.entries(counts)) {
    await page
      .getByRole('group', { name: 'Filter tickets by status' })
      .getByRole('button', { name: `${name} ${count}`, exact: true })
      .waitFor()
  }
}

describe('administrator: Overview and Support Tickets', () => {
  const env = useBrowserEnvironment()

  it('counts subscribed users, unread messages and open tickets, with the chatbot cards at zero', async () => {
    const frank = await openAsNewCustomer(env, 'frank@example.com', 'Frank Moss')
    await withServerStopped(env, async ({ db }) => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'frank@example.com'))
      await db
        .insert(subscriptions)
        .values({ userId: row?.id ?? '', productId: 'prod_basic', priceAmount: 7900, provider: 'test' })
    })
    const { page, context } = await openAsAdmin(env, '/admin/dashboard')
    /** Waits until the card shows this count (it follows changes live). */
    const countShows = (name: string, value: number) =>
      page
        .getByTestId(`count-${name}`)
        .filter({ hasText: new RegExp(`^${value}$`) })
        .waitFor()
    await page.getByText('Active subscriptions').waitFor()
    await countShows('subscribedUsers', 1)
    for (const caption of [
      'Pending responses',
      'Requires attention',
      'All time chats',
      'Intent score ≥ 70',
    ]) {
      await page.getByText(caption).waitFor()
    }
    for (const caption of ['With email info', 'Recent activity']) await page.getByText(caption).waitFor()
    for (const name of [
      'totalConversations',
      'highIntentLeads',
      'capturedContacts',
      'activeConversations24h',
    ]) {
      await countShows(name, 0)
    }
    await customerPost(frank.context, env.server.url, '/api/messages', {
      subject: 'Hi',
      message: 'Hello team',
    })
    await customerPost(frank.context, env.server.url, '/api/support/tickets', {
      type: 'support',
      subject: 'Login trouble',
      message: 'I cannot sign in on my phone.',
    })
    // Live: the counts and badges follow without a reload.
    await countShows('openTickets', 1)
    await countShows('unreadMessages', 1)
    await sidebarLink(page, 'Messages 1 unread').waitFor()
    await sidebarLink(page, 'Support Tickets 1 open').waitFor()

    const quickActions = page.getByText('Manage customer links', { exact: false })
    await quickActions.getByRole('link', { name: 'Support Tickets' }).click()
    await page.waitForURL(`${env.server.url}/admin/support`)
    await page.goBack()
    await quickActions.getByRole('link', { name: 'Customers' }).click()
    await page.waitForURL(`${env.server.url}/admin/users`)
    await page.goBack()
    await quickActions.getByRole('link', { name: 'Messages' }).click()
    await page.waitForURL(`${env.server.url}/admin/messages`)
    await frank.context.close()
    await context.close()
  })

  it('filters tickets, changes their status, keeps notes, and shows new tickets live', async () => {
    const grace = await openAsNewCustomer(env, 'grace@example.com', 'Grace Lee')
    await customerPost(grace.context, env.server.url, '/api/support/tickets', {
      type: 'cancel',
      reason: 'expensive',
      offerAccepted: true,
    })
    const { page, context } = await openAsAdmin(env, '/admin/support')
    const tickets = page.getByRole('list', { name: 'Tickets' }).getByRole('listitem')
    await expectCounts(page, { All: 2, Open: 2, 'In Progress': 0, Resolved: 0, Closed: 0 })
    const cancellation = tickets.filter({ hasText: cancelReasonLabels.expensive })
    await cancellation.getByText('grace@example.com').waitFor()
    await cancellation.getByText('Cancellation', { exact: true }).waitFor()
    await cancellation.getByText('10% offer accepted').waitFor()
    await cancellation.getByText('Yes', { exact: true }).waitFor()
    const badge = cancellation.getByTestId('status-badge')
    expect(await badge.textContent()).toBe('Open')
    expect(await badge.getAttribute('class')).toContain('bg-red-100')

    // A new ticket arrives while the page is open.
    await customerPost(grace.context, env.server.url, '/api/support/tickets', {
      type: 'plan_change',
      option: 'premium',
    })
    await tickets.filter({ hasText: 'Plan change' }).getByText('Premium', { exact: true }).waitFor()
    await expectCounts(page, { All: 3, Open: 3 })
    await sidebarLink(page, 'Support Tickets 3 open').waitFor()

    const status = cancellation.getByLabel('Status')
    const colours: Array<[string, string, string]> = [
      ['in_progress', 'In Progress', 'bg-yellow-100'],
      ['resolved', 'Resolved', 'bg-green-100'],
      ['closed', 'Closed', 'bg-gray-200'],
    ]
    for (const [value, label, colour] of colours) {
      await status.selectOption(value)
      await toastShows(page, 'Ticket status updated')
      await badge.getByText(label, { exact: true }).waitFor()
      expect(await badge.getAttribute('class')).toContain(colour)
    }
    await expectCounts(page, { All: 3, Open: 2, 'In Progress': 0, Resolved: 0, Closed: 1 })
    await sidebarLink(page, 'Support Tickets 2 open').waitFor()
    await status.selectOption('in_progress')
    await expectCounts(page, { Open: 2, 'In Progress': 1, Closed: 0 })

    await filter(page, 'In Progress').click()
    expect(await filter(page, 'In Progress').getAttribute('aria-pressed')).toBe('true')
    await tickets.filter({ hasText: 'Login trouble' }).waitFor({ state: 'detached' })
    expect(await tickets.count()).toBe(1)
    await filter(page, 'Open').click()
    await tickets.filter({ hasText: 'Login trouble' }).waitFor()
    expect(await tickets.count()).toBe(2)
    await filter(page, 'All').click()

    const notes = cancellation.getByLabel('Admin notes')
    await notes.fill('Offered 10% off; customer stays.')
    await cancellation.getByRole('button', { name: 'Save Notes' }).click()
    await toastShows(page, 'Notes saved successfully')
    await page.reload()
    await expect
      .poll(() => cancellation.getByLabel('Admin notes').inputValue())
      .toBe('Offered 10% off; customer stays.')
    await grace.context.close()
    await context.close()
  })
})
