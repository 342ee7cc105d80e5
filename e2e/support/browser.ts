import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { CHATBOT_STORAGE_KEYS } from '#shared/chatbot/widget.ts'
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

/** Records the context's responses that break their shared schema (see takeResponseMismatches). */
export function watchResponseMismatches(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('ResponseMismatchError')) {
      mismatches.push(message.text())
    }
  })
  context.on('weberror', (error) => {
    if (error.error().name === 'ResponseMismatchError') mismatches.push(error.error().message)
  })
}

/**
 * The site chat opens by itself 10 seconds after a marketing page appears; in a test about something
 * else it would cover what the test clicks. Each tab starts as if it had already opened once (the
 * visitor can still open it); the chatbot widget's own tests use contexts without this.
 */
async function keepChatbotFromOpeningByItself(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, '{"autoOpened":true}')
  }, CHATBOT_STORAGE_KEYS.session)
}

/** A fresh context (own cookies and storage) and page, with the given base URL. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
  /** The visitor's time zone (UK time unless a test stands elsewhere). */
  timezoneId = 'Europe/London',
): Promise<BrowserSession> {
  // Reduced motion: no colour caught half-way through a transition when axe measures contrast.
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-GB',
    timezoneId,
    reducedMotion: 'reduce',
  })
  watchResponseMismatches(context)
  await keepChatbotFromOpeningByItself(context)
  const page = await context.newPage()
  return { context, page }
}
