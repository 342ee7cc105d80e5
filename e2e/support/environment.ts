import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { SmtpSink } from '../../tests/support/smtp-sink.ts'
import { AppProcess, type AppProcessOptions } from './app-process.ts'
import { launchBrowser, openPage, takeResponseMismatches } from './browser.ts'

export interface BrowserEnvironment {
  readonly server: AppProcess
  readonly browser: Browser
  /** The SMTP server the app sends to (with `smtp: true`). */
  readonly sink: SmtpSink
  open(viewport?: { width: number; height: number }, timezoneId?: string): ReturnType<typeof openPage>
}

/**
 * The usual browser-test setup, registered as the file's beforeAll/afterAll: a real server process on a
 * fresh embedded database (sending e-mail to a local SMTP server with `smtp: true`) and Chromium.
 */
export function useBrowserEnvironment(
  options: { smtp?: boolean } & AppProcessOptions = {},
): BrowserEnvironment {
  const { smtp, ...processOptions } = options
  const sink = new SmtpSink()
  let server: AppProcess | undefined
  let browser: Browser | undefined

  beforeAll(async () => {
    const env = { ...processOptions.env }
    if (smtp) env.SMTP_URL = `smtp://127.0.0.1:${await sink.start()}`
    // Side by side: Chromium starts while the server opens its database.
    const started = await Promise.all([AppProcess.start({ ...processOptions, env }), launchBrowser()])
    server = started[0]
    browser = started[1]
  })
  // A response that breaks its schema is a bug even when the page carries on: the test fails.
  afterEach(() => {
    const found = takeResponseMismatches()
    if (found.length > 0) throw new Error(`Responses did not match their schemas:\n${found.join('\n')}`)
  })
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.dispose(), smtp ? sink.stop() : undefined])
  })

  const ready = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`${name} is not started yet (use it inside a test or hook)`)
    return value
  }
  return {
    get server() {
      return ready(server, 'server')
    },
    get browser() {
      return ready(browser, 'browser')
    },
    sink,
    open: (viewport, timezoneId) =>
      openPage(ready(browser, 'browser'), ready(server, 'server').url, viewport, timezoneId),
  }
}
