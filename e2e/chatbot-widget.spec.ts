import { describe, expect, it } from 'vitest'
import { CHATBOT } from '#shared/catalogue/business-rules.ts'
import { E2E_ADMIN } from './support/app-process.ts'
import { openAsNewCustomer } from './support/back-office.ts'
import {
  chatButton,
  chatDialog,
  chatIsOpen,
  gotoWithChat,
  openWithPausedClock,
} from './support/chatbot-widget.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { gotoLive } from './support/marketing.ts'
import { signInContext } from './support/sign-in.ts'

const HOUR_MS = 60 * 60 * 1000
/** Just short of the delay: the chat must still be closed. */
const JUST_BEFORE = 200

describe('the chat widget opening by itself', () => {
  const env = useBrowserEnvironment()

  it('opens once, 10 seconds after it appears for a visitor and not before, without taking focus', async () => {
    const context = await openWithPausedClock(env)
    const page = await context.newPage()
    await gotoWithChat(page, '/pricing')
    expect(await chatDialog(page).count()).toBe(0)

    await page.clock.runFor(CHATBOT.autoOpenDelayMs - JUST_BEFORE)
    expect(await chatIsOpen(page)).toBe(false)
    await page.clock.runFor(JUST_BEFORE)
    await chatDialog(page).waitFor()
    expect(await chatIsOpen(page)).toBe(true)
    // Opened by itself, it leaves the visitor's focus where it was.
    expect(await chatDialog(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(false)

    // Closed, it stays closed for the rest of the browser session, on this page and the next.
    await chatDialog(page).getByRole('button', { name: 'Close chat' }).click()
    await chatDialog(page).waitFor({ state: 'detached' })
    await gotoWithChat(page, '/')
    await page.clock.runFor(CHATBOT.autoOpenDelayMs * 2)
    expect(await chatIsOpen(page)).toBe(false)
    await context.close()
  })

  it('waits 15 seconds for a signed-in administrator', async () => {
    const context = await openWithPausedClock(env)
    await signInContext(context, env.server.url, E2E_ADMIN.email, E2E_ADMIN.password)
    const page = await context.newPage()
    await gotoWithChat(page, '/')
    await page.clock.runFor(CHATBOT.adminAutoOpenDelayMs - JUST_BEFORE)
    expect(await chatIsOpen(page)).toBe(false)
    await page.clock.runFor(JUST_BEFORE)
    await chatDialog(page).waitFor()
    await context.close()
  })

  it('stays closed for 24 hours after "Don\'t show again for 24 hours", then opens by itself again', async () => {
    const context = await openWithPausedClock(env)
    const first = await context.newPage()
    await gotoWithChat(first, '/')
    await first.clock.runFor(CHATBOT.autoOpenDelayMs)
    await chatDialog(first).getByRole('button', { name: "Don't show again for 24 hours" }).click()
    await chatDialog(first).waitFor({ state: 'detached' })
    // Focus goes back to the chat button, which stays for a visitor who wants to ask something (Radix
    // moves focus on the next tick of the clock).
    await first.clock.runFor(1)
    expect(await chatButton(first).evaluate((button) => button === document.activeElement)).toBe(true)
    await first.close()

    // A new tab is a new browser session for the chat (sessionStorage); the day is kept in localStorage.
    await context.clock.fastForward(23 * HOUR_MS)
    const withinTheDay = await context.newPage()
    await gotoWithChat(withinTheDay, '/')
    await withinTheDay.clock.runFor(CHATBOT.autoOpenDelayMs * 2)
    expect(await chatIsOpen(withinTheDay)).toBe(false)
    await withinTheDay.close()

    await context.clock.fastForward(HOUR_MS)
    const nextDay = await context.newPage()
    await gotoWithChat(nextDay, '/')
    await nextDay.clock.runFor(CHATBOT.autoOpenDelayMs)
    await chatDialog(nextDay).waitFor()
    await context.close()
  })

  it('is on the marketing pages only: not at the checkout or on the dashboard', async () => {
    const context = await openWithPausedClock(env)
    const page = await context.newPage()
    await gotoWithChat(page, '/pricing')
    await page.locator('[data-plan="pro"]').getByRole('link', { name: 'Get Started' }).click()
    await page.waitForURL(/\/checkout/)
    await chatButton(page).waitFor({ state: 'detached' })
    await context.close()

    const customer = await openAsNewCustomer(env, 'widget-customer@example.com', 'Wendy Widget')
    await gotoLive(customer.page, '/')
    await chatButton(customer.page).waitFor()
    await customer.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click()
    await customer.page.waitForURL(/\/dashboard/)
    await chatButton(customer.page).waitFor({ state: 'detached' })
    await customer.context.close()
  })
})
