import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MONEY_BACK_GUARANTEE_DAYS } from '#shared/catalogue/business-rules.ts'
import { chatButton, chatDialog, gotoWithChat, openWithPausedClock } from './support/chatbot-widget.ts'
import { useBrowserEnvironment } from './support/environment.ts'

function log(page: Page) {
  return chatDialog(page).getByRole('log', { name: 'Conversation' })
}

describe('the chat widget on something we do not offer', () => {
  const env = useBrowserEnvironment()

  it('says no plainly, names the nearest offer and links its page', async () => {
    const context = await openWithPausedClock(env)
    const page = await context.newPage()
    await gotoWithChat(page, '/')
    await chatButton(page).click()
    const chat = chatDialog(page)
    await chat.waitFor()
    await chat.getByLabel('Your message').fill('is there a free triel?')
    await page.keyboard.press('Enter')
    const answer = log(page)
      .getByRole('listitem')
      .filter({ hasText: /^.*No, we don't offer a free trial/ })
    await answer.waitFor()
    expect(await answer.textContent()).toContain(`${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`)
    expect(await answer.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing')
    // An honest answer is not a hand-over: the chat does not ask for a person.
    expect(await answer.textContent()).not.toContain("I've asked a person")
    await context.close()
  })
})
