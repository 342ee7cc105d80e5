import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { SmtpSink } from '../../tests/support/smtp-sink.ts'
import { AppProcess, type AppProcessOptions } from './app-process.ts'
import { openPage, takeResponseMismatches } from './browser.ts'
import { closeContexts, startWorkerSink, takeServer, workerBrowser, workerSink } from './worker-resources.ts'

export interface BrowserEnvironment {
  readonly server: AppProcess
  readonly browser: Browser
  /** The SMTP server the app sends to (with `smtp: true`). */
  readonly sink: SmtpSink
  open(viewport?: { width: number; height: number }, timezoneId?: string): ReturnType<typeof openPage>
}

/**
 * The usual browser-test setup, registered as the file's beforeAll/afterAll: a real server process on a
 * fresh embedded database (sending e-mail to a local SMTP server with `smtp: true`) and Chromium, both
 * kept or started ahead by the worker (worker-resources.ts).
 */
export function useBrowserEnvironment(
  options: { smtp?: boolean } & AppProcessOptions = {},
): BrowserEnvironment {
  const { smtp, ...processOptions } = options
  const sink = workerSink()
  let server: AppProcess | undefined
  let browser: Browser | undefined

  beforeAll(async () => {
    const env = { ...processOptions.env }
    sink.clear()
    if (smtp) env.SMTP_URL = await startWorkerSink()
    // A file with only the usual settings takes the server the worker started ahead for it.
    const usual = Object.keys(processOptions).length === 0
    const started = await Promise.all([
      usual ? takeServer(env) : AppProcess.start({ ...processOptions, env }),
      workerBrowser(),
    ])
    server = started[0]
    browser = started[1]
  })
  // A response that breaks its schema is a bug even when the page carries on: the test fails.
  afterEach(() => {
    const found = takeResponseMismatches()
    if (found.length > 0) throw new Error(`Responses did not match their schemas:\n${found.join('\n')}`)
  })
  afterAll(async () => {
    await Promise.all([browser && closeContexts(browser), server?.dispose()])
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
