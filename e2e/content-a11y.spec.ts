import { beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { expectNoViolations, tabTo } from './support/accessibility.ts'
import { openAsAdmin, openAsNewCustomer, toastShows } from './support/back-office.ts'
import { designPng, reviewLinkFor, showMonthOf, ukDayFromNow } from './support/content.ts'
import { adminApi } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { signInContext } from './support/sign-in.ts'

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]

const IVY = { email: 'ivy@example.com', name: 'Ivy Green', password: 'ivy-password' }
const day = ukDayFromNow(4)
const captions = ['Spring planting starts this week', 'Meet our new garden team', 'Tulips are back in stock']

describe('content calendar accessibility (axe-core) and keyboard use', () => {
  const env = useBrowserEnvironment({ smtp: true })
  let reviewLink = ''

  // Three posts sent for review, one with a design and one with a request for changes.
  beforeAll(async () => {
    const ivy = await openAsNewCustomer(env, IVY.email, IVY.name)
    const admin = await adminApi(env)
    const found = await admin.send('GET', `/api/admin/customers?search=${IVY.email}`)
    const customerId = found.customers[0].id as string
    const ids: string[] = []
    for (const [index, caption] of captions.entries()) {
      const scheduledAt = new Date(`${day}T${10 + index}:00:00Z`).toISOString()
      const { post } = await admin.send('POST', `/api/admin/content/customers/${customerId}/posts`, {
        channel: ['instagram', 'facebook', 'linkedin-company'][index],
        scheduledAt,
        caption,
        hashtags: ['garden', 'spring'],
      })
      ids.push(post.id)
    }
    const uploaded = await admin.context.request.post(
      `${env.server.url}/api/admin/content/posts/${ids[0]}/images`,
      {
        headers: { origin: env.server.url },
        multipart: { file: { name: 'design.png', mimeType: 'image/png', buffer: await designPng() } },
      },
    )
    expect(uploaded.status()).toBe(201)
    await admin.send('POST', `/api/admin/content/customers/${customerId}/review-batches`, { postIds: ids })
    reviewLink = await reviewLinkFor(env.sink, IVY.email)
    const asked = await ivy.context.request.post(
      `${env.server.url}/api/content/posts/${ids[1]}/request-changes`,
      {
        headers: { origin: env.server.url },
        data: { comment: 'Please use the photo of the whole team.' },
      },
    )
    expect(asked.ok()).toBe(true)
    await admin.context.close()
    await ivy.context.close()
  })

  async function openAsIvy(path: string, viewport: { width: number; height: number }) {
    const session = await env.open(viewport)
    await signInContext(session.context, env.server.url, IVY.email, IVY.password)
    await session.page.goto(path)
    return session
  }

  for (const viewport of viewports) {
    it(`has no violations on /admin/content (${viewport.name})`, async () => {
      const { page, context } = await openAsAdmin(env, '/admin/content', viewport)
      await page.getByRole('heading', { name: 'Choose a customer' }).waitFor()
      await expectNoViolations(page)
      await page.getByLabel('Search customers by email or name').fill('ivy@')
      await page.getByRole('button', { name: /Ivy Green/ }).click()
      await page.getByRole('heading', { name: 'No-answer rule' }).waitFor()
      await showMonthOf(page, day)
      await page.getByRole('tab', { name: 'List' }).click()
      await page.getByText(captions[0] ?? '').waitFor()
      await expectNoViolations(page)
      await page.getByRole('button', { name: /^Facebook post/ }).click()
      await page.getByRole('dialog').getByText('Please use the photo of the whole team.').first().waitFor()
      await expectNoViolations(page)
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'New Post' }).click()
      await page.getByRole('dialog', { name: 'New Post' }).waitFor()
      await expectNoViolations(page)
      await context.close()
    })

    it(`has no violations on /dashboard/content (${viewport.name})`, async () => {
      const { page, context } = await openAsIvy('/dashboard/content', viewport)
      await page.getByRole('heading', { name: 'Content Calendar' }).waitFor()
      // A phone starts on the list, a wider screen on the month's calendar.
      const startsOn = viewport.name === 'phone' ? 'List' : 'Calendar'
      expect(await page.getByRole('tab', { name: startsOn }).getAttribute('aria-selected')).toBe('true')
      await showMonthOf(page, day)
      await page.getByRole('tab', { name: 'Calendar' }).click()
      await page.locator(`[data-day="${day}"]`).click()
      // The captions show in 'Waiting for your answer' too: look for them where the calendar shows them.
      await page
        .getByRole('region', { name: /^Posts on / })
        .getByText(captions[0] ?? '')
        .waitFor()
      await expectNoViolations(page)
      await page.getByRole('tab', { name: 'List' }).click()
      await page
        .getByRole('tabpanel', { name: 'List' })
        .getByText(captions[2] ?? '')
        .waitFor()
      await expectNoViolations(page)
      await page.getByRole('button', { name: 'Request Changes' }).first().click()
      await page.getByRole('dialog', { name: 'Request Changes' }).waitFor()
      await expectNoViolations(page)
      await context.close()
    })

    it(`has no violations on the review link's page (${viewport.name})`, async () => {
      const { page, context } = await env.open(viewport)
      await page.goto(reviewLink)
      await page.getByText(captions[2] ?? '').waitFor()
      await expectNoViolations(page)
      await page.goto(`${reviewLink.slice(0, -2)}xx`)
      await page.getByRole('heading', { name: 'This review link does not work' }).waitFor()
      await expectNoViolations(page)
      await context.close()
    })
  }

  it('works from the keyboard alone: the calendar, then Approve', async () => {
    const { page, context } = await openAsIvy('/dashboard/content', { width: 1280, height: 900 })
    await page.getByRole('heading', { name: 'Content Calendar' }).waitFor()
    await showMonthOf(page, day)
    const firstDay = page.locator('table button[tabindex="0"]')
    await tabTo(page, firstDay)
    // Arrow keys walk the days; the focused day's posts show under the calendar.
    for (let presses = 0; presses < 40; presses++) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-day'))) === day) break
      await page.keyboard.press('ArrowRight')
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(day)
    const dayPosts = page.getByRole('region', { name: /^Posts on / })
    await dayPosts.getByText(captions[2] ?? '').waitFor()
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).not.toBe(day)
    await page.keyboard.press('ArrowUp')
    await dayPosts.getByText(captions[2] ?? '').waitFor()

    const card = dayPosts.getByRole('article').filter({ hasText: captions[2] ?? '' })
    await tabTo(page, card.getByRole('button', { name: 'Approve' }))
    await page.keyboard.press('Enter')
    await toastShows(page, CONTENT_MESSAGES.approved)
    await card.getByText('Approved', { exact: true }).waitFor()
    await context.close()
  })
})
