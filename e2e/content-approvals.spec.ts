import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { londonDateKey } from '#shared/format/dates.ts'
import { openAsAdmin, openAsNewCustomer, sidebarLink, toastShows } from './support/back-office.ts'
import {
  changeRequestLink,
  countReviewEmails,
  designPng,
  postByCaption,
  reviewLinkFor,
  showMonthOf,
  teamPostByCaption,
  ukDayFromNow,
} from './support/content.ts'
import { adminApi } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const CUSTOMER = { email: 'rose@example.com', name: 'Rose Bakery' }

// Three posts in one UK month, well before the 48-hour cut-off.
const day = ukDayFromNow(5)
const instagram = {
  channel: 'Instagram',
  caption: 'Fresh sourdough every morning',
  hashtags: '#bread #bakery',
}
const facebook = { channel: 'Facebook', caption: 'Our autumn menu is here', hashtags: '#autumn' }
const linkedin = {
  channel: 'LinkedIn Company Page',
  caption: 'We are hiring a pastry chef',
  hashtags: '#jobs',
}
const posts = [instagram, facebook, linkedin]

async function createPost(page: Page, post: typeof instagram, time: string, image?: Buffer) {
  await page.getByRole('button', { name: 'New Post' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Post' })
  await dialog.getByLabel('Channel').selectOption({ label: post.channel })
  await dialog.getByLabel('Date (UK)').fill(day)
  await dialog.getByLabel('Time (UK)').fill(time)
  await dialog.getByLabel('Caption').fill(post.caption)
  await dialog.getByLabel('Hashtags').fill(post.hashtags)
  if (image) {
    const picker = dialog.getByLabel('Add an image')
    // The wrong kind of file is refused before it is sent, with the server's own words.
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    })
    await dialog.getByText(CONTENT_MESSAGES.imageType).waitFor()
    await picker.setInputFiles({ name: 'design.png', mimeType: 'image/png', buffer: image })
    await dialog.getByRole('img', { name: 'Preview of the chosen design' }).waitFor()
    expect(await dialog.getByText(CONTENT_MESSAGES.imageType).count()).toBe(0)
  }
  await dialog.getByRole('button', { name: 'Create Post' }).click()
  await toastShows(page, CONTENT_MESSAGES.postCreated)
  await dialog.waitFor({ state: 'detached' })
}

describe('content calendar and approvals', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('goes from drafts to review, approval, a change request, a revision and its approval', async () => {
    const customer = await openAsNewCustomer(env, CUSTOMER.email, CUSTOMER.name)
    const team = await openAsAdmin(env, '/admin/content')
    const admin = team.page

    // The team picks the customer and creates three posts, the first with its design.
    await admin.getByLabel('Search customers by email or name').fill('rose@')
    await admin.getByRole('button', { name: /Rose Bakery/ }).click()
    await admin.getByRole('heading', { name: 'No-answer rule' }).waitFor()
    await createPost(admin, instagram, '09:00', await designPng())
    await createPost(admin, facebook, '12:30')
    await createPost(admin, linkedin, '17:45')

    await showMonthOf(admin, day)
    await admin.getByRole('tab', { name: 'List' }).click()
    for (const post of posts) {
      await teamPostByCaption(admin, post.caption).getByText('Draft', { exact: true }).waitFor()
      await teamPostByCaption(admin, post.caption).getByRole('checkbox').click()
    }
    await teamPostByCaption(admin, instagram.caption).locator('img').waitFor()
    await admin.getByRole('button', { name: 'Send for Review (3)' }).click()
    await toastShows(admin, CONTENT_MESSAGES.batchSent)
    for (const post of posts) {
      await teamPostByCaption(admin, post.caption).getByText('In review', { exact: true }).waitFor()
    }
    const link = await reviewLinkFor(env.sink, CUSTOMER.email)

    // The customer sees three to review, approves one and asks for changes on another.
    const { page } = customer
    await page.goto('/dashboard')
    await page.getByTestId('to-review-badge').getByText('3 to review').waitFor()
    await page.getByRole('link', { name: /Content Calendar/ }).click()
    await page.getByRole('heading', { name: 'Content Calendar' }).waitFor()
    await showMonthOf(page, day)
    await page.getByRole('tab', { name: 'List' }).click()
    const first = postByCaption(page, instagram.caption)
    await first.getByRole('img', { name: "The post's design" }).waitFor()
    await first.getByText('#bread #bakery').waitFor()
    await first.getByText(/left to ask for changes$/).waitFor()
    await first.getByRole('button', { name: 'Approve' }).click()
    await toastShows(page, CONTENT_MESSAGES.approved)
    await first.getByText('Approved', { exact: true }).waitFor()

    const second = postByCaption(page, facebook.caption)
    await second.getByRole('button', { name: 'Request Changes' }).click()
    const ask = page.getByRole('dialog', { name: 'Request Changes' })
    await ask.getByRole('button', { name: 'Send Request' }).click()
    await ask.getByText(CONTENT_MESSAGES.describeChanges).waitFor()
    await ask.getByLabel('What would you like changed?').fill('Please mention the pumpkin loaf.')
    await ask.getByRole('button', { name: 'Send Request' }).click()
    await toastShows(page, CONTENT_MESSAGES.changesRequested)
    await second.getByText('Changes requested', { exact: true }).waitFor()

    // The team sees the request without reloading: the sidebar badge and the post's status.
    await sidebarLink(admin, 'Content').getByTestId('changes-badge').getByText('1').waitFor()
    const asked = teamPostByCaption(admin, facebook.caption)
    await asked.getByText('Changes requested', { exact: true }).waitFor()
    await asked.getByText('Please mention the pumpkin loaf.').waitFor()

    // The third is approved from the e-mail's link, without signing in.
    const visitor = await env.open()
    await visitor.page.goto(link)
    await visitor.page.getByRole('heading', { name: 'Review your posts' }).waitFor()
    const third = postByCaption(visitor.page, linkedin.caption)
    expect(await postByCaption(visitor.page, instagram.caption).getByRole('button').count()).toBe(0)
    await third.getByRole('button', { name: 'Approve' }).click()
    await toastShows(visitor.page, CONTENT_MESSAGES.approved)
    await visitor.page.getByText('Every post in this link has been answered').waitFor()
    await teamPostByCaption(admin, linkedin.caption).getByText('Approved', { exact: true }).waitFor()

    // An altered link says so, and offers the way to sign in.
    await visitor.page.goto(`${link.slice(0, -2)}xx`)
    await visitor.page.getByRole('heading', { name: 'This review link does not work' }).waitFor()
    await visitor.page.getByText(CONTENT_MESSAGES.reviewLinkInvalid).waitFor()
    await visitor.context.close()

    // The team follows the change-request e-mail's link to the post, revises it and sends it again; the
    // badge goes.
    await admin.goto(await changeRequestLink(env.sink))
    const detail = admin.getByRole('dialog', { name: /^Facebook post/ })
    await detail.getByText('Please mention the pumpkin loaf.').first().waitFor()
    await detail
      .getByRole('list', { name: 'Version history' })
      .getByText(/Rose Bakery|Customer/)
      .first()
      .waitFor()
    await detail.getByRole('button', { name: 'Edit Post' }).click()
    const edit = admin.getByRole('dialog', { name: 'Edit Post' })
    const revised = 'Our autumn menu is here, with the pumpkin loaf'
    await edit.getByLabel('Caption').fill(revised)
    await edit.getByRole('button', { name: 'Save Post' }).click()
    await toastShows(admin, CONTENT_MESSAGES.postSaved)
    await showMonthOf(admin, day)
    await admin.getByRole('tab', { name: 'List' }).click()
    const revisedRow = teamPostByCaption(admin, revised)
    await revisedRow.getByText('Revised', { exact: true }).waitFor()
    await sidebarLink(admin, 'Content').getByTestId('changes-badge').waitFor({ state: 'detached' })
    const emailsBefore = countReviewEmails(env.sink, CUSTOMER.email)
    await revisedRow.getByRole('checkbox').click()
    await admin.getByRole('button', { name: 'Send for Review (1)' }).click()
    await toastShows(admin, CONTENT_MESSAGES.batchSent)
    await reviewLinkFor(env.sink, CUSTOMER.email, emailsBefore)

    // The customer's page follows without a reload and the new version is approved.
    const again = postByCaption(page, revised)
    await again.getByText('In review', { exact: true }).waitFor()
    const version = await again.getByText(/^Version \d+$/).textContent()
    expect(Number(version?.replace('Version ', ''))).toBeGreaterThan(1)
    await again.getByRole('button', { name: 'Approve' }).click()
    await toastShows(page, CONTENT_MESSAGES.approved)
    await again.getByText('Approved', { exact: true }).waitFor()
    await teamPostByCaption(admin, revised).getByText('Approved', { exact: true }).waitFor()

    await team.context.close()
    await customer.context.close()
  }, 180_000)

  it('marks a request after the 48-hour cut-off and approves a whole week after confirming', async () => {
    const oak = await openAsNewCustomer(env, 'oak@example.com', 'Oak Cafe')
    const admin = await adminApi(env)
    const found = await admin.send('GET', '/api/admin/customers?search=oak@example.com')
    const customerId = found.customers[0].id as string
    // Both in 30 hours: inside the cut-off, minutes apart so on the same UK day and week.
    const soon = Date.now() + 30 * 60 * 60 * 1000
    const late = { caption: 'Pancake day special', at: new Date(soon).toISOString() }
    const other = { caption: 'Open late on Friday', at: new Date(soon + 5 * 60 * 1000).toISOString() }
    const ids: string[] = []
    for (const post of [late, other]) {
      const body = { channel: 'instagram', scheduledAt: post.at, caption: post.caption, hashtags: [] }
      ids.push((await admin.send('POST', `/api/admin/content/customers/${customerId}/posts`, body)).post.id)
    }
    await admin.send('POST', `/api/admin/content/customers/${customerId}/review-batches`, { postIds: ids })
    await admin.context.close()

    const { page } = oak
    await page.goto('/dashboard/content')
    await page.getByRole('heading', { name: 'Content Calendar' }).waitFor()
    await showMonthOf(page, londonDateKey(soon))
    await page.getByRole('tab', { name: 'List' }).click()
    const card = postByCaption(page, late.caption)
    await card.getByText('The 48-hour cut-off has passed: changes may be too late for this date').waitFor()
    await card.getByRole('button', { name: 'Request Changes' }).click()
    const ask = page.getByRole('dialog', { name: 'Request Changes' })
    await ask.getByText(/^Possibly too late for that date/).waitFor()
    await ask.getByLabel('What would you like changed?').fill('Add the lemon and sugar photo.')
    await ask.getByRole('button', { name: 'Send Request' }).click()
    await toastShows(page, CONTENT_MESSAGES.lateChangesRequested)
    await card.getByTestId('late-marker').waitFor()

    const week = page.getByRole('region', { name: /^Week of / }).filter({ hasText: other.caption })
    await week.getByRole('button', { name: 'Approve all for this week (1)' }).click()
    const confirm = page.getByRole('dialog', { name: 'Approve 1 post?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    await postByCaption(page, other.caption).getByText('In review', { exact: true }).waitFor()
    await week.getByRole('button', { name: 'Approve all for this week (1)' }).click()
    await confirm.getByRole('button', { name: 'Approve all' }).click()
    await toastShows(page, CONTENT_MESSAGES.weekApproved)
    await postByCaption(page, other.caption).getByText('Approved', { exact: true }).waitFor()
    await card.getByText('Changes requested', { exact: true }).waitFor()
    await oak.context.close()
  })
})
