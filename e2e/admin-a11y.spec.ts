import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectNoViolations, tabTo } from './support/accessibility.ts'
import {
  customerPost,
  openAsAdmin,
  openAsNewCustomer,
  sidebarLink,
  toastShows,
} from './support/back-office.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { useTabs } from './support/tabs.ts'

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]

/** Each back-office page with what shows once its data is in, and a dialog or panel to open on it. */
const pages: Array<{ path: string; ready: string; open?: (page: Page) => Promise<void> }> = [
  { path: '/admin/dashboard', ready: 'Quick Actions' },
  {
    path: '/admin/users',
    ready: 'ivy@example.com',
    open: (page) => page.getByRole('button', { name: 'Manage Links' }).click(),
  },
  {
    path: '/admin/messages',
    ready: 'Artwork feedback',
    open: (page) => page.getByRole('button', { name: 'New Message' }).click(),
  },
  { path: '/admin/support', ready: 'Invoice copy' },
  { path: '/admin/settings', ready: 'Failed background jobs' },
]

describe('back office accessibility (axe-core) and keyboard use', () => {
  const env = useBrowserEnvironment()

  beforeAll(async () => {
    const ivy = await openAsNewCustomer(env, 'ivy@example.com', 'Ivy Green')
    await customerPost(ivy.context, env.server.url, '/api/messages', {
      subject: 'Artwork feedback',
      message: 'The new logo looks great on the posts.',
    })
    await customerPost(ivy.context, env.server.url, '/api/support/tickets', {
      type: 'support',
      subject: 'Invoice copy',
      message: 'Please send last month’s invoice again.',
    })
    await ivy.context.close()
  })

  const adminTabAt = useTabs(
    (viewport: (typeof viewports)[number]) => viewport.name,
    (viewport) => openAsAdmin(env, '/admin/dashboard', viewport),
  )

  for (const viewport of viewports) {
    it.each(pages)(`has no violations on $path (${viewport.name})`, async ({ path, ready, open }) => {
      const page = await adminTabAt(viewport)
      await page.goto(path)
      await page.getByText(ready).first().waitFor()
      await expectNoViolations(page)
      if (open) {
        await open(page)
        await page.getByRole('dialog').waitFor()
        await expectNoViolations(page)
      }
    })
  }

  it('works from the keyboard alone', async () => {
    const { page, context } = await openAsAdmin(env, '/admin/dashboard')
    await page.getByText('Quick Actions').waitFor()
    await tabTo(page, sidebarLink(page, 'Customers'))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${env.server.url}/admin/users`)

    const manage = page.getByRole('button', { name: 'Manage Links' })
    await tabTo(page, manage)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Manage Customer Resources' })
    await dialog.waitFor()
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await tabTo(page, dialog.getByLabel('Drive Folder Link'))
    await page.keyboard.type('https://drive.example.com/ivy')
    await tabTo(page, dialog.getByRole('button', { name: 'Save Links' }))
    await page.keyboard.press('Enter')
    await toastShows(page, 'Links saved successfully')
    await dialog.waitFor({ state: 'detached' })

    await page.goto('/admin/messages')
    const toggle = page.getByRole('button', { name: /^Artwork feedback/ })
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await sidebarLink(page, 'Messages').getByTestId('unread-badge').waitFor({ state: 'detached' })
    await tabTo(page, page.getByLabel('Reply'))
    await page.keyboard.type('Thank you, Ivy!')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await toastShows(page, 'Reply sent successfully')

    await page.goto('/admin/support')
    const openFilter = page.getByRole('button', { name: /^Open / })
    await tabTo(page, openFilter)
    await page.keyboard.press('Enter')
    expect(await openFilter.getAttribute('aria-pressed')).toBe('true')
    const status = page.getByLabel('Status')
    await tabTo(page, status)
    await page.keyboard.press('ArrowDown')
    await toastShows(page, 'Ticket status updated')
    await context.close()
  })
})
