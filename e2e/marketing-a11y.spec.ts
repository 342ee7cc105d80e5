import { AxeBuilder } from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppProcess } from './support/app-process.ts'
import { launchBrowser } from './support/browser.ts'
import { gotoLive, publicPages } from './support/marketing.ts'

const pages = [...publicPages.map((p) => p.path), '/no-such-page']
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]

describe('accessibility of the public pages (axe-core)', () => {
  let server: AppProcess
  let browser: Browser

  beforeAll(async () => {
    server = await AppProcess.start()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.dispose()
  })

  for (const viewport of viewports) {
    it.each(pages)(`has no violations on %s (${viewport.name})`, async (path) => {
      const context = await browser.newContext({ baseURL: server.url, viewport })
      const page = await context.newPage()
      await gotoLive(page, path)
      const { violations } = await new AxeBuilder({ page }).analyze()
      const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(summary).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await context.close()
    })
  }
})
