import { type ComponentType, use } from 'react'
import { isFulfilled, trackPromise } from './tracked-promise.ts'

/** A component loaded on first use; `preload()` fetches it ahead (before hydration, for example). */
export type LazyComponent = ComponentType & { preload: () => Promise<void>; isLoaded: () => boolean }

/**
 * Unlike React.lazy, a preloaded component renders synchronously on its first render, so a
 * prerendered page hydrates without suspending and the server HTML is kept as it is.
 */
export function lazyComponent(load: () => Promise<ComponentType>): LazyComponent {
  let loading: Promise<ComponentType> | undefined
  const start = () => {
    loading ??= trackPromise(
      load().catch((error: unknown) => {
        // A failed download may be retried by the next render.
        loading = undefined
        throw error
      }),
    )
    return loading
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, like React.lazy
  function Lazy() {
    const Loaded = use(start())
    return <Loaded />
  }
  return Object.assign(Lazy, {
    preload: () => start().then(() => undefined),
    isLoaded: () => isFulfilled(loading),
  })
}

export function isLazyComponent(component: unknown): component is LazyComponent {
  return typeof component === 'function' && 'preload' in component
}
