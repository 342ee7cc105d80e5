import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CHATBOT } from '#shared/catalogue/business-rules.ts'
import { INVALID_CHAT_EMAIL } from '#shared/schemas/chatbot.ts'
import { expectNoViolations } from './support/accessibility.ts'
import { openAsAdmin, toastShows } from './support/back-office.ts'
import { chatButton, chatDialog, gotoWithChat, openWithPausedClock } from './support/chatbot-widget.ts'
import { adminApi } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]

const CALL_OFFER = /Would you like to talk it through with our team\?/

/** A visitor on `path` who opened the chat with the chat button. */
async function visitorWithChatOpen(
  env: ReturnType<typeof useBrowserEnvironment>,
  path = '/',
  viewport?: { width: number; height: number },
) {
  const context = await openWithPausedClock(env, viewport)
  const page = await context.newPage()
  await gotoWithChat(page, path)
  await chatButton(page).click()
  await chatDialog(page).waitFor()
  return { context, page, chat: chatDialog(page) }
}

function log(page: Page) {
  return chatDialog(page).getByRole('log', { name: 'Conversation' })
}

async function conversationOf(env: ReturnType<typeof useBrowserEnvironment>, email: string) {
  const admin = await adminApi(env)
  const list = await admin.send('GET', `/api/admin/chatbot/conversations?search=${encodeURIComponent(email)}`)
  await admin.context.close()
  return list.conversations[0]
}

describe('talking to the chat widget', () => {
  const env = useBrowserEnvironment()

  it('answers quick replies and typed questions with their sources, and works from the keyboard', async () => {
    const context = await openWithPausedClock(env)
    const page = await context.newPage()
    await gotoWithChat(page, '/')
    await chatButton(page).focus()
    await page.keyboard.press('Enter')
    const chat = chatDialog(page)
    await chat.waitFor()
    // Opened by the visitor, focus goes to the message box; Send waits for a message.
    const box = chat.getByLabel('Your message')
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA')
    const send = chat.getByRole('button', { name: 'Send' })
    expect(await send.isDisabled()).toBe(true)
    await box.fill('   ')
    expect(await send.isDisabled()).toBe(true)

    await chat.getByRole('button', { name: 'Which channels do you cover?' }).click()
    await log(page).getByText('Which channels do you cover?').waitFor()
    const answer = log(page)
      .getByRole('listitem')
      .filter({ hasText: /Facebook, Instagram/ })
    await answer.waitFor()
    expect(await answer.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')

    // While the answer is on its way, Send is off and the chat says it is typing.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/chatbot/query', async (route) => {
      await held
      await route.continue()
    })
    await box.fill('How much is the Pro plan?')
    await page.keyboard.press('Enter')
    await chat.getByText('PostCraft is typing…').waitFor()
    await box.fill('And the Basic plan?')
    expect(await send.isDisabled()).toBe(true)
    release()
    const price = log(page)
      .getByRole('listitem')
      .filter({ hasText: /Pro plan costs £149/ })
    await price.waitFor()
    expect(await price.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing')
    expect(await send.isDisabled()).toBe(false)

    // Minimise keeps the chat; Escape closes it and focus returns to the chat button.
    await chat.getByRole('button', { name: 'Minimise chat' }).click()
    expect(await box.isVisible()).toBe(false)
    await chat.getByRole('button', { name: 'Restore chat' }).click()
    await box.focus()
    await page.keyboard.press('Escape')
    await chat.waitFor({ state: 'detached' })
    await page.clock.runFor(1)
    expect(await chatButton(page).evaluate((button) => button === document.activeElement)).toBe(true)
    // The conversation is still there when the chat opens again.
    await page.keyboard.press('Enter')
    await log(page).getByText('How much is the Pro plan?').waitFor()
    await context.close()
  })

  it('books a call: asks for name and e-mail (a bad address is refused), then links to the filled-in booking form', async () => {
    const { context, page, chat } = await visitorWithChatOpen(env, '/pricing')
    await chat.getByRole('button', { name: 'Book a demo call' }).click()
    const form = chat.getByRole('form', { name: 'Your details for the booking' })
    await form.waitFor()
    await form.getByLabel('Name').fill('Ada Lovelace')
    await form.getByLabel('Email').fill('ada@example')
    await form.getByRole('button', { name: 'Continue to booking' }).click()
    await form.getByText(INVALID_CHAT_EMAIL).waitFor()
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    )

    await form.getByLabel('Email').fill('Ada@Example.com')
    await form.getByRole('button', { name: 'Continue to booking' }).click()
    const link = log(page).getByRole('link', { name: 'Choose a time for your demo call' })
    await link.waitFor()
    await form.waitFor({ state: 'detached' })
    const href = new URL((await link.getAttribute('href')) ?? '', env.server.url)
    expect(href.pathname).toBe('/')
    const handOff = new URLSearchParams(href.hash.replace(/^#calendar-booking\?/, ''))
    expect(handOff.get('name')).toBe('Ada Lovelace')
    expect(handOff.get('email')).toBe('ada@example.com')

    const recorded = await conversationOf(env, 'ada@example.com')
    expect(recorded.id).toBe(handOff.get('conversation'))
    expect(recorded.visitorName).toBe('Ada Lovelace')
    expect(recorded.finalOutcome).toBe('calendly_link_shared')
    expect(recorded.conversionType).toBe('calendly_link_shown')

    // The home page's sections need the clock running (React's Suspense and scrolling use timers).
    await page.clock.resume()
    await link.click()
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#calendar-booking')
    const booking = page.locator('#calendar-booking')
    await expect.poll(() => booking.getByLabel('Name', { exact: true }).inputValue()).toBe('Ada Lovelace')
    expect(await booking.getByLabel('Email', { exact: true }).inputValue()).toBe('ada@example.com')
    // The chat makes room for the booking form.
    await chat.getByRole('button', { name: 'Restore chat' }).waitFor()
    await context.close()
  })

  it('shows the booking link anyway when the form is not filled in within 15 seconds', async () => {
    const { context, page, chat } = await visitorWithChatOpen(env)
    await chat.getByRole('button', { name: 'Book a demo call' }).click()
    await chat.getByRole('form', { name: 'Your details for the booking' }).waitFor()
    const link = log(page).getByRole('link', { name: 'Choose a time for your demo call' })
    await page.clock.runFor(CHATBOT.captureFormFallbackMs - 200)
    expect(await link.count()).toBe(0)
    await page.clock.runFor(200)
    await link.waitFor()
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/#calendar-booking\?conversation=[0-9a-f-]{36}$/)
    await context.close()
  })

  it('offers a call one second after a high-intent reply not about booking; the team finds, reads and deletes that conversation', async () => {
    const { context, page, chat } = await visitorWithChatOpen(env)
    const box = chat.getByLabel('Your message')
    // Scores 20 (an e-mail): no offer.
    await box.fill('My email is sam@example.com')
    await page.keyboard.press('Enter')
    await log(page)
      .getByText(/We'll be in touch at sam@example.com/)
      .waitFor()
    await page.clock.runFor(CHATBOT.offerCallDelayMs)
    // A plan, its price, a call and today, with the e-mail: 80, and the answer is about the plan.
    await box.fill('Premium plan price? Call me today')
    await page.keyboard.press('Enter')
    const answer = log(page)
      .getByRole('listitem')
      .filter({ hasText: /Premium plan costs £219/ })
    await answer.waitFor()
    const offer = log(page).getByRole('listitem').filter({ hasText: CALL_OFFER })
    expect(await offer.count()).toBe(0)
    await page.clock.runFor(CHATBOT.offerCallDelayMs)
    await offer.waitFor()
    const messages = await log(page).getByRole('listitem').allTextContents()
    expect(messages.filter((text) => CALL_OFFER.test(text))).toHaveLength(1)
    expect(messages.at(-1)).toMatch(CALL_OFFER)
    expect((await conversationOf(env, 'sam@example.com')).intentScore).toBeGreaterThan(
      CHATBOT.intentThreshold,
    )

    // Taking the offer starts the booking flow.
    await chat.getByRole('button', { name: 'Book a demo call' }).click()
    await chat.getByRole('form', { name: 'Your details for the booking' }).waitFor()
    await context.close()

    // The team finds that conversation by the visitor's e-mail, reads it and deletes it.
    const admin = await openAsAdmin(env, '/admin/chatbot')
    const table = admin.page.getByRole('region', { name: 'Conversations table' })
    await admin.page.getByLabel('Search by visitor email or name').fill('SAM@example')
    const found = table.locator('tbody').getByRole('row').filter({ hasText: 'sam@example.com' })
    await found.waitFor()
    await expect.poll(() => table.locator('tbody').getByRole('row').count()).toBe(1)
    await found.getByRole('button', { name: 'View transcript of sam@example.com' }).click()
    const transcript = admin.page.getByRole('dialog', { name: 'Conversation transcript' })
    await transcript.getByText('Premium plan price? Call me today').waitFor()
    await transcript.getByText(/Premium plan costs £219/).waitFor()
    await admin.page.keyboard.press('Escape')
    await transcript.waitFor({ state: 'detached' })
    await found.getByRole('button', { name: 'Delete conversation with sam@example.com' }).click()
    const confirm = admin.page.getByRole('dialog', { name: 'Delete conversation' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await toastShows(admin.page, 'Conversation deleted successfully')
    await found.waitFor({ state: 'detached' })
    expect(await conversationOf(env, 'sam@example.com')).toBeUndefined()
    await admin.context.close()
  })

  for (const viewport of viewports) {
    it(`has no axe violations with the chat open (${viewport.name})`, async () => {
      const { context, page, chat } = await visitorWithChatOpen(env, '/', viewport)
      await chat.getByRole('button', { name: 'How much does it cost?' }).click()
      await chat.getByRole('button', { name: 'Talk to a person' }).waitFor()
      await chat.getByRole('button', { name: 'Book a demo call' }).click()
      await chat.getByRole('form', { name: 'Your details for the booking' }).waitFor()
      await chat.getByRole('button', { name: 'Continue to booking' }).click()
      await chat.getByText(INVALID_CHAT_EMAIL).waitFor()
      // axe schedules its work with timers.
      await page.clock.resume()
      await expectNoViolations(page)
      await context.close()
    })
  }
})
