import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in prerendered HTML and during hydration, true afterwards. Anything that depends on the
 * visitor (the query string, a shuffle) waits for it, so hydration matches the server HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
