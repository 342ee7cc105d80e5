import { type ComponentType, use } from 'react'

/** A component loaded on first use; `preload()` fetches it ahead (before hydration, for example). */
export type LazyComponent = ComponentType & { preload: () => Promise<void>; isLoaded: () => boolean }

/**
 * Unlike React.lazy, a preloaded component renders synchronously on its first render, so a
 * prerendered page hydrates without suspending and the server HTML is kept as it is.
 */
export function lazyComponent(load: () => Promise<ComponentType>): LazyComponent {
  let Loaded: ComponentType | undefined
  let pending: Promise<void> | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => {
        Loaded = component
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, like React.lazy
  function Lazy() {
    if (!Loaded) use(preload())
    return Loaded ? <Loaded /> : null
  }
  return Object.assign(Lazy, { preload, isLoaded: () => Loaded !== undefined })
}

export function isLazyComponent(component: unknown): component is LazyComponent {
  return typeof component === 'function' && 'preload' in component
}
