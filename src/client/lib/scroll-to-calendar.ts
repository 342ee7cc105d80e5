import { CALENDAR_ELEMENT_ID, CALENDAR_SCROLL_DELAY_MS } from '#shared/catalogue/business-rules.ts'

/** How long the section is kept in place while the sections above it finish laying out. */
const SETTLE_MS = 3_000
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** Scrolls to the demo-booking section once the page has had a moment to render it. */
export function scrollToCalendar(delayMs = CALENDAR_SCROLL_DELAY_MS): void {
  window.setTimeout(() => {
    const target = document.getElementById(CALENDAR_ELEMENT_ID)
    if (!target) return
    // The sections on the way are laid out first (see .below-fold in styles/app.css).
    document.documentElement.dataset.fullLayout = 'true'
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    target.focus({ preventScroll: true })
    keepInPlaceWhileSettling(target)
  }, delayMs)
}

/**
 * Sections above the calendar may still grow as they hydrate (or as fonts and images arrive), which
 * would leave the visitor short of the calendar; until the page settles, or the visitor scrolls or
 * types themselves, every change of the page's height aligns the section again.
 */
function keepInPlaceWhileSettling(target: HTMLElement): void {
  // The observer reports the current size once when it starts; only later changes move the page.
  let started = false
  const observer = new ResizeObserver(() => {
    if (started) target.scrollIntoView({ behavior: 'auto', block: 'start' })
    started = true
  })
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop)
  }
  const timer = window.setTimeout(stop, SETTLE_MS)
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true })
  observer.observe(document.body)
}
