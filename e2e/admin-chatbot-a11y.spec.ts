import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectNoViolations } from './support/accessibility.ts'
import { openAsAdmin, withServerStopped } from './support/back-office.ts'
import { chatAsVisitor, settleConversations } from './support/chatbot.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]

const isFocused = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((element) => element === document.activeElement)

describe('Chatbot Insights accessibility (axe-core) and keyboard use', () => {
  const env = useBrowserEnvironment()

  beforeAll(async () => {
    const visitor = await env.open()
    const url = env.server.url
    const first = await chatAsVisitor(visitor.context, url, {
      messages: ['What does the Basic plan include?'],
      email: 'cara@example.com',
      name: 'Cara Quinn',
    })
    const second = await chatAsVisitor(visitor.context, url, {
      messages: ['Can I add stories to Basic?'],
      email: 'cara@example.com',
    })
    await chatAsVisitor(visitor.context, url, { messages: ['Hi there'] })
    await visitor.context.close()
    await withServerStopped(env, (handle) =>
      settleConversations(handle, [
        { id: first, intentScore: 72, durationSeconds: 95, hoursAgo: 1, finalOutcome: 'email_captured' },
        { id: second, intentScore: 55, finalOutcome: 'human_requested' },
      ]),
    )
    const admin = await openAsAdmin(env, '/admin/chatbot')
    await admin.page.getByRole('tab', { name: 'Knowledge Base' }).click()
    await admin.page.getByRole('tab', { name: 'Manual Text' }).click()
    await admin.page.getByLabel('Document title').fill('Refund policy')
    await admin.page
      .getByLabel('Content', { exact: true })
      .fill('Plans renew monthly; the money-back guarantee covers the first month of any plan.')
    await admin.page.getByRole('button', { name: 'Add Text' }).click()
    await admin.page.getByTestId('document-status').filter({ hasText: 'completed' }).waitFor()
    await admin.context.close()
  })

  for (const viewport of viewports) {
    it(`has no violations on both tabs and the transcript (${viewport.name})`, async () => {
      const { page, context } = await openAsAdmin(env, '/admin/chatbot', viewport)
      await page.getByText('Cara Quinn').waitFor()
      await page.getByTestId('stat-Total Conversations').filter({ hasText: '3' }).waitFor()
      await expectNoViolations(page)

      await page.getByRole('button', { name: 'View transcript of cara@example.com' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Conversation transcript' })
      await dialog.getByText('Can I add stories to Basic?').waitFor()
      await expectNoViolations(page)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      await page.getByRole('tab', { name: 'Knowledge Base' }).click()
      await page.getByText('Refund policy').waitFor()
      await expectNoViolations(page)
      await page.getByRole('button', { name: 'Delete Refund policy' }).click()
      await page.getByRole('dialog', { name: 'Delete document' }).waitFor()
      await expectNoViolations(page)
      await page.keyboard.press('Escape')
      await context.close()
    })
  }

  it('works from the keyboard: the table scrolls, a transcript opens and closes back where it was', async () => {
    const { page, context } = await openAsAdmin(env, '/admin/chatbot', { width: 320, height: 640 })
    const table = page.getByRole('region', { name: 'Conversations table' })
    await table.waitFor()
    await table.focus()
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() => table.evaluate((element) => element.scrollLeft), { timeout: 10_000 })
      .toBeGreaterThan(0)

    const view = 'View transcript of Anonymous visitor'
    await page.getByRole('button', { name: view }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Conversation transcript' })
    await dialog.getByText('Hi there').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await isFocused(page, view)).toBe(true)

    // The Knowledge Base tab is reached with the arrow keys, as tabs are.
    await page.getByRole('tab', { name: 'Insights' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('tab', { name: 'Knowledge Base', selected: true }).waitFor()
    await context.close()
  })
})
