import { AxeBuilder } from '@axe-core/playwright'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Zero axe-core violations (listed by rule and element when there are some) and no sideways scrolling;
 * `include` narrows the check to one part of the page.
 *
 * Legacy mode runs axe inside the page itself. The default mode opens a second, blank page for every
 * check to merge the frames' results, which doubled each check's time; our pages have no frames of their
 * own, and legacy mode still checks any frame the old way.
 */
export async function expectNoViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Presses Tab until `target` has the keyboard focus (and fails if it never gets it). */
export async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('the keyboard never reached the element')
}
