import { describe, it } from 'vitest'
import { expectNoViolations } from './support/accessibility.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { gotoLive, publicPages } from './support/marketing.ts'
import { useTabs } from './support/tabs.ts'

const pages = [...publicPages.map((p) => p.path), '/no-such-page']
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]

describe('accessibility of the public pages (axe-core)', () => {
  const env = useBrowserEnvironment()

  const tabAt = useTabs(
    (viewport: (typeof viewports)[number]) => viewport.name,
    (viewport) => env.open(viewport),
  )

  for (const viewport of viewports) {
    it.each(pages)(`has no violations on %s (${viewport.name})`, async (path) => {
      const page = await tabAt(viewport)
      await gotoLive(page, path)
      await expectNoViolations(page)
    })
  }
})
