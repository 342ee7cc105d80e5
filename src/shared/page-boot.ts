/**
 * The one inline script of a prerendered public page (scripts/prerender.ts writes it, the server's
 * Content-Security-Policy allows it by its hash). It starts loading the page's scripts only after the
 * first paint, so they never compete with the page's own content for the network or the main thread
 * (docs/decisions/0021-public-pages-without-the-router.md). Its `data-scripts` attribute lists the
 * entry first, then the chunks it needs, preloaded together instead of one import after another.
 * It waits for the browser's first-paint entry, or on a page that marks its main image with
 * `elementtiming` (the first design on /our-work) for that image's paint, so the scripts never come
 * before the page's largest paint. Paint entries, not timers, which a test's fake clock would hold.
 * Should that image not paint (below the fold, or failed), the page's load, the visitor's first input
 * or 3 seconds start them. A browser without element timing waits for the first paint only; a page
 * opened in a background tab, which paints nothing, starts at once. Without JavaScript the
 * prerendered page works as it is.
 */
export const PAGE_BOOT_SCRIPT = `(() => {
  const [entry, ...chunks] = document.currentScript.dataset.scripts.split(' ')
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of chunks) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.src = entry
    document.head.append(script)
  }
  const types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : []
  if (document.hidden || !types.includes('paint')) return start()
  const hero = types.includes('element') ? document.querySelector('img[elementtiming]') : null
  const painted = new PerformanceObserver((list) => {
    const name = hero?.getAttribute('elementtiming')
    if (hero && !list.getEntries().some((entry) => entry.identifier === name)) return
    painted.disconnect()
    start()
  })
  painted.observe({ type: hero ? 'element' : 'paint', buffered: true })
  if (!hero) return
  if (hero.complete && hero.naturalWidth === 0) return start()
  hero.addEventListener('error', start)
  addEventListener('load', () => {
    const { top, bottom } = hero.getBoundingClientRect()
    if (top >= innerHeight || bottom <= 0) start()
  })
  for (const type of ['pointerdown', 'keydown', 'scroll']) addEventListener(type, start, { once: true, passive: true })
  setTimeout(start, 3000)
})()`
