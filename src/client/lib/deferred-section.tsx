import { type ComponentType, memo, Suspense, use } from 'react'
import { lazyComponent } from './lazy-component.tsx'
import { trackPromise } from './tracked-promise.ts'

const preloads: Array<() => Promise<void>> = []

/**
 * Loads every deferred section (the prerender needs them all before it renders a page), including
 * those declared by sections it loads (the booking widget inside the home page's lower half).
 */
export async function preloadDeferredSections(): Promise<void> {
  for (let loaded = 0; loaded < preloads.length; ) {
    const batch = preloads.slice(loaded)
    loaded = preloads.length
    await Promise.all(batch.map((preload) => preload()))
  }
}

function whenNearViewport(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '150px 0px' },
    )
    observer.observe(element)
  })
}

/**
 * The visitor's first tap, click or key press. A navigation changes the router's context, which
 * reaches into every section still waiting to hydrate, and React holds the navigation until they
 * have; so their code starts loading as soon as the visitor does anything. The listeners are added
 * when this module loads, before hydration starts, so even a click during hydration counts.
 */
const firstInteraction: Promise<void> =
  typeof window === 'undefined'
    ? new Promise<void>(() => {})
    : new Promise<void>((resolve) => {
        for (const type of ['pointerdown', 'keydown', 'touchstart', 'click']) {
          window.addEventListener(type, () => resolve(), { once: true, passive: true, capture: true })
        }
      })

/**
 * A part of a prerendered page whose code loads only when the visitor scrolls near it (or first
 * interacts with the page). Until then React keeps the server HTML as it is (readable, links working
 * as plain links), then hydrates it in place. On pages rendered in the browser it simply loads at
 * once. The component's outermost element must carry `id`.
 */
export function deferredSection(id: string, load: () => Promise<ComponentType>): ComponentType {
  const Section = lazyComponent(load)
  preloads.push(Section.preload)
  let ready: Promise<void> | undefined
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section at module level, like React.lazy
  function Deferred() {
    const serverHtml = typeof document !== 'undefined' ? document.getElementById(id) : null
    if (!ready && !Section.isLoaded() && serverHtml) {
      ready = trackPromise(
        Promise.race([whenNearViewport(serverHtml), firstInteraction]).then(Section.preload),
      )
    } else if (ready && !serverHtml && !Section.isLoaded()) {
      // React dropped the server HTML to render this part itself (a change reached it before it
      // hydrated): nothing is left to scroll near, so load it now.
      ready = trackPromise(Section.preload())
    }
    // Once waited on, always read: React requires a component that suspended on use() to call it again.
    if (ready) use(ready)
    return <Section />
  }
  // Memoised: a re-render of the page above must not reach a section still waiting to hydrate, which
  // would make React replace its server HTML.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section at module level, like React.lazy
  return memo(function DeferredSection() {
    return (
      <Suspense fallback={null}>
        <Deferred />
      </Suspense>
    )
  })
}
