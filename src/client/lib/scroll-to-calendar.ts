import { CALENDAR_ELEMENT_ID, CALENDAR_SCROLL_DELAY_MS } from '#shared/catalogue/business-rules.ts'

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
  }, delayMs)
}
