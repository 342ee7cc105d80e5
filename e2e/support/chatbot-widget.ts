import type { BrowserContext, Page } from 'playwright-core'
import { watchResponseMismatches } from './browser.ts'
import type { BrowserEnvironment } from './environment.ts'
import { gotoLive } from './marketing.ts'

/** Where the page clocks start: a fixed day, so every run sees the same times. */
export const CLOCK_START = new Date('2030-03-04T09:00:00Z').getTime()

/**
 * A visitor's browser whose page clock is paused: timers (the chat's auto-open, its offers, the idle
 * callbacks) run only when the test moves the clock, never by real waiting. Unlike env.open(), the chat
 * is free to open by itself here.
 */
export async function openWithPausedClock(
  env: BrowserEnvironment,
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  const context = await env.browser.newContext({
    baseURL: env.server.url,
    viewport,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // As in env.open(): axe never measures a colour half-way through a transition.
    reducedMotion: 'reduce',
  })
  watchResponseMismatches(context)
  await context.clock.install({ time: CLOCK_START })
  await context.clock.pauseAt(CLOCK_START + 1000)
  return context
}

export function chatButton(page: Page) {
  return page.getByRole('button', { name: 'Chat with us' })
}

export function chatDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Chat with PostCraft' })
}

/**
 * Opens `path` and lets the page go idle (the launcher loads then), until the chat button shows: from
 * that moment the auto-open delay counts.
 */
export async function gotoWithChat(page: Page, path: string) {
  await gotoLive(page, path)
  await page.clock.runFor(2_000)
  await chatButton(page).waitFor()
}

/** Whether the chat is open, as the chat button says (it changes the moment the chat opens). */
export async function chatIsOpen(page: Page): Promise<boolean> {
  return (await chatButton(page).getAttribute('aria-expanded')) === 'true'
}
