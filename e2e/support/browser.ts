import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { CHROMIUM_HEADLESS_ARGS, CHROMIUM_PATH } from '../../scripts/ensure-chromium.ts'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_HEADLESS_ARGS })
}

export interface BrowserSession {
  context: BrowserContext
  page: Page
}

/** A fresh context (own cookies and storage) and page, with the given base URL. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  })
  const page = await context.newPage()
  return { context, page }
}
