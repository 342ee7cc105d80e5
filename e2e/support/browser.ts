import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { CHROMIUM_HEADLESS_ARGS, CHROMIUM_PATH } from '../../scripts/ensure-chromium.ts'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_HEADLESS_ARGS })
}

export interface BrowserSession {
  context: BrowserContext
  page: Page
}

const mismatches: string[] = []

/**
 * The responses pages found not to match their shared schema since the last call (the API client logs
 * each as a ResponseMismatchError). The browser environment fails any test that leaves one behind.
 */
export function takeResponseMismatches(): string[] {
  return mismatches.splice(0)
}

/** A fresh context (own cookies and storage) and page, with the given base URL. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
  /** The visitor's time zone (UK time unless a test stands elsewhere). */
  timezoneId = 'Europe/London',
): Promise<BrowserSession> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-GB', timezoneId })
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('ResponseMismatchError')) {
      mismatches.push(message.text())
    }
  })
  context.on('weberror', (error) => {
    if (error.error().name === 'ResponseMismatchError') mismatches.push(error.error().message)
  })
  const page = await context.newPage()
  return { context, page }
}
