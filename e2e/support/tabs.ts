import type { Page } from 'playwright-core'
import { afterAll } from 'vitest'
import type { BrowserSession } from './browser.ts'

/**
 * One tab for each kind of visitor (say, a person at a screen width), opened on first use and closed
 * after the file, going from page to page as a visitor would. For files that check many pages the same
 * way: a fresh browser context for every check cost more than the check (a new renderer, and every
 * script parsed again).
 */
export function useTabs<Visitor>(
  keyOf: (visitor: Visitor) => string,
  open: (visitor: Visitor) => Promise<BrowserSession>,
) {
  const tabs = new Map<string, Promise<BrowserSession>>()
  afterAll(async () => {
    for (const tab of tabs.values()) await (await tab).context.close()
  })
  return async (visitor: Visitor): Promise<Page> => {
    const key = keyOf(visitor)
    let tab = tabs.get(key)
    if (!tab) {
      tab = open(visitor)
      tabs.set(key, tab)
    }
    return (await tab).page
  }
}
