import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectNoViolations } from './support/accessibility.ts'
import { adminApi, buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { signUpAccount } from './support/sign-in.ts'
import { useTabs } from './support/tabs.ts'

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
type Check = { name: string; path: string; ready(page: Page): Promise<unknown> }

/** Every dashboard page with a customer's data in it, and the dialogs that open on them. */
const withData: Check[] = [
  {
    name: 'home',
    path: '/dashboard',
    // The unread badge shows until the messages check opens the thread: the order lines are always there.
    ready: (page) => page.getByRole('list', { name: 'Order lines' }).waitFor(),
  },
  {
    name: 'welcome',
    path: '/dashboard/welcome',
    ready: (page) => page.getByRole('heading', { name: 'Pro Plan' }).waitFor(),
  },
  {
    name: 'manage subscription',
    path: '/dashboard/manage-subscription',
    ready: (page) => page.getByRole('list', { name: 'Your requests' }).waitFor(),
  },
  {
    name: 'cancel dialog with the offer',
    path: '/dashboard/manage-subscription',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Cancel Plan' }).click()
      await page.getByRole('radio', { name: 'Too expensive', exact: true }).check()
      await page.getByRole('button', { name: "Yes, I'd stay!" }).waitFor()
    },
  },
  {
    name: 'change plan dialog with its error',
    path: '/dashboard/manage-subscription',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Change Plan' }).click()
      await page.getByRole('button', { name: 'Submit Request' }).click()
      await page.getByText('Please select an option').waitFor()
    },
  },
  {
    name: 'messages with a thread open',
    path: '/dashboard/messages',
    ready: async (page) => {
      await page.getByRole('button', { name: /^Artwork/ }).click()
      await page.getByRole('button', { name: 'Send Reply' }).waitFor()
    },
  },
  {
    name: 'new message dialog',
    path: '/dashboard/messages',
    ready: async (page) => {
      await page.getByRole('button', { name: 'New Message' }).click()
      await page.getByRole('dialog', { name: 'New Message' }).getByLabel('Subject').waitFor()
    },
  },
  {
    name: 'delete messages dialog',
    path: '/dashboard/messages',
    ready: async (page) => {
      await page.getByRole('checkbox', { name: 'Select "Artwork"' }).click()
      await page.getByRole('button', { name: /^Delete Selected/ }).click()
      await page.getByRole('dialog', { name: /^Delete \d+ messages?\?$/ }).waitFor()
    },
  },
  {
    name: 'files',
    path: '/dashboard/files',
    ready: (page) => page.getByRole('link', { name: /^Open Drive Folder/ }).waitFor(),
  },
  {
    name: 'support',
    path: '/dashboard/support',
    ready: (page) => page.getByRole('button', { name: 'Send Message' }).waitFor(),
  },
  {
    name: 'settings',
    path: '/dashboard/settings',
    // The delete button is enabled once the account has loaded: measure it as the customer sees it.
    ready: (page) =>
      expect.poll(() => page.getByRole('button', { name: 'Delete my account' }).isEnabled()).toBe(true),
  },
  {
    name: 'delete account dialog',
    path: '/dashboard/settings',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Delete my account' }).click()
      await page.getByRole('dialog', { name: 'Delete my account' }).waitFor()
    },
  },
]

/** The empty states, for an account that never bought or wrote. */
const empty: Check[] = [
  {
    name: 'home',
    path: '/dashboard',
    ready: (page) => page.getByText('No order information available').waitFor(),
  },
  {
    name: 'messages',
    path: '/dashboard/messages',
    ready: (page) => page.getByText('No messages yet').waitFor(),
  },
  {
    name: 'files',
    path: '/dashboard/files',
    ready: (page) => page.getByText('No resources available yet').waitFor(),
  },
  {
    name: 'manage subscription',
    path: '/dashboard/manage-subscription',
    ready: (page) => page.getByText('You have not sent any requests yet.').waitFor(),
  },
]

describe('accessibility of the dashboard pages (axe-core)', () => {
  const env = useBrowserEnvironment({ smtp: true })
  const sessions: Partial<Record<'buyer' | 'empty', StorageState>> = {}

  beforeAll(async () => {
    const buyer = await buyAndSignIn(env, 'a11y.buyer@example.co.uk')
    const request = buyer.context.request
    const headers = { origin: env.server.url }
    await request.post(`${env.server.url}/api/messages`, {
      data: { subject: 'Artwork', message: 'Here is our new logo.' },
      headers,
    })
    await request.post(`${env.server.url}/api/support/tickets`, {
      data: { type: 'support', subject: 'Invoice', message: 'Please send the invoice.' },
      headers,
    })
    const admin = await adminApi(env)
    const inbox = await admin.send('GET', '/api/admin/messages')
    await admin.send('POST', `/api/admin/messages/threads/${inbox.threads[0].threadId}/replies`, {
      message: 'Thanks, it looks great.',
    })
    const { customers } = await admin.send('GET', '/api/admin/customers?search=a11y.buyer')
    await admin.send('PUT', `/api/admin/customers/${customers[0].id}/links`, {
      driveLink: 'https://drive.example.com/a11y',
      googleSheetLink: 'https://sheets.example.com/a11y',
    })
    await admin.context.close()
    sessions.buyer = await buyer.context.storageState()
    await buyer.context.close()

    const { context } = await env.open()
    await signUpAccount(context, env.server.url, 'a11y.empty@example.co.uk', 'a11y-empty-password', 'Robin')
    const signedIn = await context.request.post(`${env.server.url}/api/auth/sign-in/email`, {
      data: { email: 'a11y.empty@example.co.uk', password: 'a11y-empty-password' },
      headers,
    })
    expect(signedIn.ok()).toBe(true)
    sessions.empty = await context.storageState()
    await context.close()
  }, 120_000)

  const cases = viewports.flatMap((viewport) => [
    ...withData.map((check) => ({ viewport, who: 'buyer' as const, ...check })),
    ...empty.map((check) => ({ viewport, who: 'empty' as const, ...check, name: `${check.name} (empty)` })),
  ])

  const tabFor = useTabs(
    ({ who, viewport }: { who: 'buyer' | 'empty'; viewport: (typeof viewports)[number] }) =>
      `${who} ${viewport.name}`,
    async ({ who, viewport }) => {
      // Reduced motion, as in env.open(): a button turning from disabled to enabled is not measured
      // half-way through its colour transition.
      const context = await env.browser.newContext({
        baseURL: env.server.url,
        viewport,
        storageState: sessions[who],
        reducedMotion: 'reduce',
      })
      return { context, page: await context.newPage() }
    },
  )

  it.each(cases)('has no violations: $name at $viewport.width px', async ({ viewport, who, path, ready }) => {
    const page = await tabFor({ who, viewport })
    await page.goto(path)
    await ready(page)
    await expectNoViolations(page)
  })
})
