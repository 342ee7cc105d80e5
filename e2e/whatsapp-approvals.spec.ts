import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { londonDateKey } from '#shared/format/dates.ts'
import { WHATSAPP_MESSAGES } from '#shared/schemas/whatsapp.ts'
import {
  buttonReply,
  codeIn,
  notification,
  signedDelivery,
  textMessage,
  WhatsappCloudStandIn,
  whatsappEnv,
} from '../tests/support/whatsapp-cloud.ts'
import { openAsAdmin, openAsNewCustomer, toastShows } from './support/back-office.ts'
import { showMonthOf, teamPostByCaption } from './support/content.ts'
import { adminApi } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const CUSTOMER = { email: 'wren@example.com', name: 'Wren Florist' }
const PHONE = '447700900321'
const DAY_MS = 24 * 60 * 60 * 1000

describe('approvals on WhatsApp', () => {
  const cloud = new WhatsappCloudStandIn()
  // Filled before the server starts (this hook runs before the environment's).
  const env = {} as Record<string, string>
  beforeAll(async () => {
    Object.assign(env, whatsappEnv(await cloud.start()))
  })
  afterAll(async () => {
    await cloud.stop()
  })
  const browser = useBrowserEnvironment({ env })

  it('opts in with a code, gets posts for review on WhatsApp, and answers there; the team sees it live', async () => {
    const customer = await openAsNewCustomer(browser, CUSTOMER.email, CUSTOMER.name)
    const { page } = customer

    // Opt in on Settings: the code arrives over WhatsApp (the stand-in) and confirms the number.
    await page.goto('/dashboard/settings')
    const card = page.getByRole('heading', { name: 'WhatsApp approvals' }).locator('..')
    await card.getByLabel('Mobile number (WhatsApp)').fill('07700 900321')
    await card.getByRole('button', { name: 'Send code' }).click()
    await card.getByText(WHATSAPP_MESSAGES.phoneInvalid).waitFor()
    await card.getByLabel('Mobile number (WhatsApp)').fill('+44 7700 900321')
    await card.getByRole('button', { name: 'Send code' }).click()
    await toastShows(page, WHATSAPP_MESSAGES.codeSent)
    const [code] = await cloud.waitFor(PHONE, 1)
    await card.getByLabel('6-digit code').fill(codeIn(code as NonNullable<typeof code>))
    await card.getByRole('button', { name: 'Confirm' }).click()
    await toastShows(page, WHATSAPP_MESSAGES.optedIn)
    await card.getByText('+447700900321').waitFor()

    // The team's content page for the customer is open while posts go out and answers come back.
    const team = await openAsAdmin(browser, '/admin/content')
    const admin = team.page
    await admin.getByLabel('Search customers by email or name').fill('wren@')
    await admin.getByRole('button', { name: /Wren Florist/ }).click()
    await admin.getByRole('heading', { name: 'No-answer rule' }).waitFor()

    const api = await adminApi(browser)
    const found = await api.send('GET', '/api/admin/customers?search=wren@example.com')
    const customerId = found.customers[0].id as string
    const at = new Date(Date.now() + 5 * DAY_MS).toISOString()
    const captions = ['Peonies are in', 'Wedding season bookings']
    const ids: string[] = []
    for (const caption of captions) {
      const body = { channel: 'instagram', scheduledAt: at, caption, hashtags: [] }
      ids.push((await api.send('POST', `/api/admin/content/customers/${customerId}/posts`, body)).post.id)
    }
    await api.send('POST', `/api/admin/content/customers/${customerId}/review-batches`, { postIds: ids })
    await api.context.close()

    await showMonthOf(admin, londonDateKey(at))
    await admin.getByRole('tab', { name: 'List' }).click()
    for (const caption of captions)
      await teamPostByCaption(admin, caption).getByText('In review', { exact: true }).waitFor()

    // At the stand-in: the count and the review link, then each post with its two buttons.
    const arrived = await cloud.waitFor(PHONE, 3, 1)
    const template = arrived.find((m) => m.type === 'template')
    const params = template?.body.template.components[0].parameters.map((p: { text: string }) => p.text)
    expect(params[0]).toBe('2')
    expect(params[1]).toMatch(/\/review\/[A-Za-z0-9_-]+$/)
    const about = (caption: string) =>
      arrived.find((m) => m.type === 'interactive' && m.body.interactive.body.text.includes(caption))
    const first = about(captions[0] as string)
    const second = about(captions[1] as string)
    const reply = (message: typeof first, index: number) =>
      message?.body.interactive.action.buttons[index].reply
    expect(reply(first, 0).title).toBe('Approve')
    expect(reply(second, 1).title).toBe('Request changes')

    // Meta delivers the customer's answers to the webhook, signed.
    const deliver = async (messages: unknown[]) => {
      const { body, headers } = signedDelivery(notification(messages, PHONE))
      const response = await fetch(`${browser.server.url}/api/whatsapp/webhook`, {
        method: 'POST',
        headers,
        body,
      })
      expect(response.status).toBe(200)
    }
    await deliver([buttonReply(PHONE, reply(first, 0), first?.id)])
    await cloud.waitForMessage((m) => m.to === PHONE && m.body.text?.body === WHATSAPP_MESSAGES.approvedReply)
    await teamPostByCaption(admin, captions[0] as string)
      .getByText('Approved', { exact: true })
      .waitFor()

    await deliver([buttonReply(PHONE, reply(second, 1), second?.id)])
    await cloud.waitForMessage((m) => m.to === PHONE && m.body.text?.body === WHATSAPP_MESSAGES.askForComment)
    await deliver([textMessage(PHONE, 'Could we use the pink peonies photo?')])
    const asked = teamPostByCaption(admin, captions[1] as string)
    await asked.getByText('Changes requested', { exact: true }).waitFor()
    await asked.getByText('Could we use the pink peonies photo?').waitFor()

    await team.context.close()
    await customer.context.close()
  }, 180_000)
})
