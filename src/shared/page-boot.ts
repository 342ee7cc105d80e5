/**
 * The one inline script of a prerendered public page (scripts/prerender.ts writes it, the server's
 * Content-Security-Policy allows it by its hash). It starts loading the page's scripts only after the
 * first paint, so they never compete with the page's own content for the network or the main thread
 * (docs/decisions/0021-public-pages-without-the-router.md). Its `data-scripts` attribute lists the
 * entry first, then the chunks it needs, preloaded together instead of one import after another.
 * It waits for the browser's first-paint entry (not a timer, which a test's fake clock would hold);
 * a page opened in a background tab, which paints nothing, starts at once. Without JavaScript the
 * prerendered page works as it is.
 */
export const PAGE_BOOT_SCRIPT = `(() => {
  const [entry, ...chunks] = document.currentScript.dataset.scripts.split(' ')
  const start = () => {
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
  const paints = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : []
  if (document.hidden || !paints.includes('paint')) return start()
  const afterFirstPaint = new PerformanceObserver(() => {
    afterFirstPaint.disconnect()
    start()
  })
  afterFirstPaint.observe({ type: 'paint', buffered: true })
})()`
