import { describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { customerPost, openAsAdmin, openAsNewCustomer, toastShows } from './support/back-office.ts'
import { ukDayFromNow } from './support/content.ts'
import { adminApi } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

// 35 days ahead is always in a later month than today, as on the 25th with next month's posts.
const later = ukDayFromNow(35)
const captions = ['Christmas opening hours', 'New year, new menu']

describe('posts waiting for the customer’s answer', () => {
  const env = useBrowserEnvironment()

  it("shows next month's waiting posts on opening the content calendar, and approves them all", async () => {
    const jo = await openAsNewCustomer(env, 'jo@example.com', 'Jo Baker')
    const admin = await adminApi(env)
    const found = await admin.send('GET', '/api/admin/customers?search=jo@example.com')
    const customerId = found.customers[0].id as string
    const ids: string[] = []
    for (const [index, caption] of captions.entries()) {
      const scheduledAt = new Date(`${later}T${11 - index}:00:00Z`).toISOString()
      const { post } = await admin.send('POST', `/api/admin/content/customers/${customerId}/posts`, {
        channel: 'instagram',
        scheduledAt,
        caption,
      })
      ids.push(post.id)
    }
    await admin.send('POST', `/api/admin/content/customers/${customerId}/review-batches`, { postIds: ids })

    const { page } = jo
    await page.goto('/dashboard/content')
    const waiting = page.getByRole('list', { name: 'Posts waiting for your answer' })
    // Soonest first, though the calendar shows this month.
    await waiting.getByText(captions[1] ?? '').waitFor()
    expect(await waiting.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(captions[1] ?? ''),
      expect.stringContaining(captions[0] ?? ''),
    ])

    await page.getByRole('button', { name: 'Approve all (2)' }).click()
    await page
      .getByRole('dialog', { name: 'Approve 2 posts?' })
      .getByRole('button', { name: 'Approve all' })
      .click()
    await toastShows(page, CONTENT_MESSAGES.weekApproved)
    await page.getByText('Nothing waiting for your answer.').waitFor()
    await jo.context.close()
  })

  it('opens the team’s content page with the changes customers requested, next month’s too', async () => {
    const sam = await openAsNewCustomer(env, 'sam@example.com', 'Sam Cole')
    const admin = await adminApi(env)
    const found = await admin.send('GET', '/api/admin/customers?search=sam@example.com')
    const customerId = found.customers[0].id as string
    const { post } = await admin.send('POST', `/api/admin/content/customers/${customerId}/posts`, {
      channel: 'instagram',
      scheduledAt: new Date(`${later}T12:00:00Z`).toISOString(),
      caption: 'Spring opening',
    })
    await admin.send('POST', `/api/admin/content/customers/${customerId}/review-batches`, {
      postIds: [post.id],
    })
    await customerPost(sam.context, env.server.url, `/api/content/posts/${post.id}/request-changes`, {
      comment: 'Please show the new shop front',
    })
    await sam.context.close()

    const team = await openAsAdmin(env, '/admin/content')
    const requests = team.page.getByRole('list', { name: 'Posts with changes requested' })
    await requests.getByText('Please show the new shop front').waitFor()
    expect(await requests.getByRole('listitem').first().textContent()).toContain('Sam Cole')
    await requests.getByRole('button', { name: 'Open post' }).first().click()
    await team.page.getByText('Customer: Sam Cole').waitFor()
    await team.context.close()
  })
})
