import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoBookings } from '#server/db/schema/booking.ts'
import {
  CONTENT_TOO_SHORT,
  DELETE_DOCUMENT_CONFIRMATION,
  ENTER_DOCUMENT_TITLE,
  ENTER_VALID_URL,
  FILE_TYPE_REFUSED,
} from '#shared/schemas/chatbot-admin.ts'
import { makeDocx } from '../tests/support/training-documents.ts'
import { openAsAdmin, toastShows, withServerStopped } from './support/back-office.ts'
import { chatAsVisitor, settleConversations } from './support/chatbot.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const rows = (page: Page) =>
  page.getByRole('region', { name: 'Conversations table' }).locator('tbody').getByRole('row')
const row = (page: Page, text: string) => rows(page).filter({ hasText: text })

/** Waits until the table shows exactly `count` conversations. */
async function rowCount(page: Page, count: number) {
  await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(count)
}

async function statShows(page: Page, title: string, value: string) {
  await page
    .getByTestId(`stat-${title}`)
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor()
}

describe('administrator: Chatbot Insights and Knowledge Base', () => {
  const env = useBrowserEnvironment()
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    const visitor = await env.open()
    const url = env.server.url
    ids.annFirst = await chatAsVisitor(visitor.context, url, {
      messages: ['How much is the Pro plan?'],
      email: 'ann@example.com',
      name: 'Ann Lead',
    })
    ids.annSecond = await chatAsVisitor(visitor.context, url, {
      messages: ['Can I speak to a person about Premium?'],
      email: 'ANN@example.com',
      outcome: 'human_requested',
    })
    ids.bob = await chatAsVisitor(visitor.context, url, { messages: ['Hello'], email: 'bob@example.com' })
    ids.anonymous = await chatAsVisitor(visitor.context, url, { messages: ['Just looking'] })
    await visitor.context.close()
    await withServerStopped(env, async (handle) => {
      await settleConversations(handle, [
        {
          id: ids.annFirst ?? '',
          intentScore: 80,
          durationSeconds: 125,
          hoursAgo: 2,
          finalOutcome: 'email_captured',
        },
        { id: ids.annSecond ?? '', intentScore: 75, durationSeconds: 30, finalOutcome: 'human_requested' },
        { id: ids.bob ?? '', intentScore: 45, finalOutcome: 'email_captured' },
        { id: ids.anonymous ?? '', intentScore: 10, finalOutcome: null },
      ])
      // Bob booked a demo call after chatting: a conversion.
      const start = new Date(Date.now() + 3 * 24 * 3_600_000)
      await handle.db.insert(demoBookings).values({
        startAt: start,
        endAt: new Date(start.getTime() + 30 * 60_000),
        name: 'Bob',
        email: 'Bob@Example.com',
        businessName: 'Bob’s Bakes',
      })
    })
  })

  it('counts the conversations on the Overview and the Insights cards', async () => {
    const { page, context } = await openAsAdmin(env, '/admin/dashboard')
    for (const [name, value] of [
      ['totalConversations', 4],
      ['highIntentLeads', 2],
      ['capturedContacts', 3],
      ['activeConversations24h', 4],
    ] as const) {
      await page
        .getByTestId(`count-${name}`)
        .filter({ hasText: new RegExp(`^${value}$`) })
        .waitFor()
    }
    await page.goto('/admin/chatbot')
    await page.getByRole('tab', { name: 'Insights', selected: true }).waitFor()
    await statShows(page, 'Total Conversations', '4')
    // Bob booked a call: 1 of 4. Ann (twice) and Bob left an e-mail: 3 of 4. (80 + 75 + 45 + 10) / 4.
    await statShows(page, 'Conversion Rate', '25%')
    await statShows(page, 'Email Capture Rate', '75%')
    await statShows(page, 'Average Intent', '53')
    await context.close()
  })

  it('searches, filters, shows intent colours, outcomes and durations, and exports leads', async () => {
    const { page, context } = await openAsAdmin(env, '/admin/chatbot')
    await rowCount(page, 4)
    const annFirst = row(page, 'Ann Lead')
    await annFirst.getByText('2m 05s').waitFor()
    await annFirst.getByText('Email Captured').waitFor()
    expect(await annFirst.getByTestId('intent-badge').getAttribute('class')).toContain('bg-green-100')
    expect(await row(page, 'bob@example.com').getByTestId('intent-badge').getAttribute('class')).toContain(
      'bg-yellow-100',
    )
    const anonymous = row(page, 'Anonymous visitor')
    await anonymous.getByText('In Progress').waitFor()
    expect(await anonymous.getByTestId('intent-badge').getAttribute('class')).toContain('bg-red-100')

    const search = page.getByLabel('Search by visitor email or name')
    await search.fill('ANN@')
    await rowCount(page, 2)
    await search.fill('lead')
    await rowCount(page, 1)
    await search.fill('')
    await rowCount(page, 4)

    // The slider moves in steps of 10 from the keyboard.
    const slider = page.getByRole('slider', { name: /Minimum intent/ })
    await slider.focus()
    for (let step = 0; step < 7; step++) await page.keyboard.press('ArrowRight')
    await page.getByText('Minimum intent: 70').waitFor()
    await rowCount(page, 2)
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowLeft')
    await rowCount(page, 3)
    await page.keyboard.press('Home')
    await rowCount(page, 4)

    const outcome = page.getByLabel('Outcome')
    await outcome.selectOption('human_requested')
    await rowCount(page, 1)
    await row(page, 'ann@example.com').getByText('Human Requested').waitFor()
    await outcome.selectOption('email_captured')
    await rowCount(page, 3)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^chatbot-leads-\d{4}-\d\d-\d\d\.csv$/)
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\n')
    expect(csv[0]).toMatch(/^email,name,intent_score,final_outcome,/)
    expect(csv).toHaveLength(4)
    expect(csv.some((line) => line.startsWith('ann@example.com,Ann Lead,80,email_captured,'))).toBe(true)
    expect(csv.some((line) => line.startsWith('bob@example.com,'))).toBe(true)
    await context.close()
  })

  it("shows a visitor's sessions merged in one transcript, then deletes one and several", async () => {
    const { page, context } = await openAsAdmin(env, '/admin/chatbot')
    await rowCount(page, 4)
    await row(page, 'Human Requested')
      .getByRole('button', { name: 'View transcript of ann@example.com' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Conversation transcript' })
    await dialog.getByText('2 sessions').waitFor()
    await dialog.getByText('How much is the Pro plan?').waitFor()
    await dialog.getByText('Can I speak to a person about Premium?').waitFor()
    // The first chat was two hours earlier: each session starts with a divider.
    expect(await dialog.getByTestId('session-divider').count()).toBe(2)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await row(page, 'Human Requested')
      .getByRole('button', { name: 'Delete conversation with ann@example.com' })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete conversation' })
    await confirm.getByText('Delete the conversation with ann@example.com?').waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await toastShows(page, 'Conversation deleted successfully')
    await rowCount(page, 3)
    await row(page, 'Human Requested').waitFor({ state: 'detached' })

    await row(page, 'bob@example.com').getByRole('checkbox').click()
    await row(page, 'Anonymous visitor').getByRole('checkbox').click()
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click()
    const confirmMany = page.getByRole('dialog', { name: 'Delete conversations' })
    await confirmMany.getByText('Delete 2 selected conversations?').waitFor()
    await confirmMany.getByRole('button', { name: 'Delete' }).click()
    await toastShows(page, 'Conversation deleted successfully')
    await rowCount(page, 1)
    await row(page, 'Ann Lead').waitFor()
    await statShows(page, 'Total Conversations', '1')
    await context.close()
  })

  async function openKnowledgeBase() {
    const session = await openAsAdmin(env, '/admin/chatbot')
    await session.page.getByRole('tab', { name: 'Knowledge Base' }).click()
    return session
  }
  const documents = (page: Page) =>
    page.getByRole('list', { name: 'Training documents' }).getByRole('listitem')

  it('reloads the website content and rebuilds the search index', async () => {
    const { page, context } = await openKnowledgeBase()
    await page.getByRole('button', { name: 'Reload Website Content' }).click()
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: /^Loaded \d+ pages with \d+ knowledge chunks$/ })
      .waitFor()
    await page.getByRole('button', { name: 'Rebuild Search Index' }).click()
    await toastShows(page, 'Search index rebuilt successfully')
    await context.close()
  })

  it('learns a typed text, refusing a missing title and a short text', async () => {
    const { page, context } = await openKnowledgeBase()
    await page.getByRole('tab', { name: 'Manual Text' }).click()
    const title = page.getByLabel('Document title')
    const content = page.getByLabel('Content', { exact: true })
    const add = page.getByRole('button', { name: 'Add Text' })
    await content.fill('Too short.')
    await add.click()
    await page.getByText(ENTER_DOCUMENT_TITLE).waitFor()
    await page.getByText(CONTENT_TOO_SHORT).waitFor()
    await title.fill('Opening hours')
    await content.fill(
      'Our studio answers messages Monday to Friday from 9am to 5pm UK time, and on Saturdays until noon.',
    )
    await add.click()
    await toastShows(page, 'Document content processed successfully')
    const document = documents(page).filter({ hasText: 'Opening hours' })
    await document.getByTestId('document-status').filter({ hasText: 'completed' }).waitFor()
    await document.getByText(/^\d+ chunks?$/).waitFor()
    expect(await document.getByTestId('document-status').getAttribute('class')).toContain('bg-green-100')

    await page.getByRole('tab', { name: 'From URL' }).click()
    await page.getByRole('button', { name: 'Extract from URL' }).click()
    await page.getByText(ENTER_VALID_URL).waitFor()
    await context.close()
  })

  it('learns an uploaded Word document, refuses other files, and deletes it with its chunks', async () => {
    const { page, context } = await openKnowledgeBase()
    const file = page.getByLabel('Document file')
    const upload = page.getByRole('button', { name: 'Upload Document' })
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await upload.click()
    await page.getByText(FILE_TYPE_REFUSED).waitFor()

    const docx = await makeDocx([
      'Delivery guide',
      'We deliver the month’s posts to your shared Drive folder within five business days of approval.',
    ])
    await file.setInputFiles({
      name: 'delivery-guide.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    })
    await upload.click()
    await toastShows(page, 'Document uploaded and processed successfully')
    const document = documents(page).filter({ hasText: 'delivery-guide.docx' })
    await document.getByTestId('document-status').filter({ hasText: 'completed' }).waitFor()
    await document.getByText(/^\d+ chunks?$/).waitFor()

    await document.getByRole('button', { name: 'Delete delivery-guide.docx' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete document' })
    await confirm.getByText(DELETE_DOCUMENT_CONFIRMATION).waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await toastShows(page, 'Document deleted successfully')
    await document.waitFor({ state: 'detached' })
    await context.close()
  })
})
