import { lazy, Suspense, useSyncExternalStore } from 'react'

/**
 * Where toasts appear. Sonner is loaded only when the first toast may be needed: application pages
 * ask for it as they load, and `showToast` asks before showing one. Toasts made with `toast()` from
 * 'sonner' before the toaster mounts are shown as soon as it does.
 */
const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'))

let requested = false
const listeners = new Set<() => void>()

export function requestToaster(): void {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

type ToastOptions = { description?: string }

/** Shows a toast from code that should not load sonner up front (the public pages). */
export async function showToast(kind: 'success' | 'error', title: string, options?: ToastOptions) {
  requestToaster()
  const { toast } = await import('sonner')
  toast[kind](title, options)
}

export function Toaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
