import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { useBrowserEnvironment } from './support/environment.ts'
import { gotoLive, publicPages } from './support/marketing.ts'

const pages = [...publicPages.map((p) => p.path), '/no-such-page']
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]

describe('accessibility of the public pages (axe-core)', () => {
  const env = useBrowserEnvironment()

  for (const viewport of viewports) {
    it.each(pages)(`has no violations on %s (${viewport.name})`, async (path) => {
      const context = await env.browser.newContext({ baseURL: env.server.url, viewport })
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
