import type { Page } from 'playwright-core'

/** Public pages: every path that is prerendered, with its main heading. */
export const publicPages = [
  { path: '/', heading: 'Social media that runs itself, so you can run your business' },
  { path: '/pricing', heading: 'Plans and pricing' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/careers', heading: 'Careers' },
  { path: '/about', heading: 'About us' },
  { path: '/our-work', heading: 'Our work' },
  { path: '/terms-of-service', heading: 'Terms of service' },
  { path: '/terms', heading: 'Terms of service' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/privacy', heading: 'Privacy policy' },
  { path: '/cookie-policy', heading: 'Cookie policy' },
  { path: '/cookies', heading: 'Cookie policy' },
] as const

/** Resolves once the demo-booking section's top is near the top of the viewport. */
export async function waitForCalendarInView(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const section = document.getElementById('calendar-booking')
    if (!section) return false
    const top = section.getBoundingClientRect().top
    return top >= 0 && top < 120
  })
}

/** The carousel slides wholly inside the strip, by their labels ("1 of 8"). */
export function visibleSlides(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const track = document.querySelector<HTMLElement>('[aria-label^="Client reviews"]')
    if (!track) return []
    const box = track.getBoundingClientRect()
    return [...track.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const rect = slide.getBoundingClientRect()
        return rect.left >= box.left - 1 && rect.right <= box.right + 1
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '')
  })
}

/** Decodes the few entities React writes into text. */
export function htmlText(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** Opens a page and waits until React has hydrated it (the html element gets data-ready). */
export async function gotoLive(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' })
  return response
}
