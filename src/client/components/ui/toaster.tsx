import { lazy, Suspense, useSyncExternalStore } from 'react'
import { onToasterRequested, toasterRequested } from '../../lib/toast.ts'

/** Where toasts appear; sonner's toaster is loaded once `lib/toast.ts` asks for it. */
const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'))

export function Toaster() {
  const show = useSyncExternalStore(onToasterRequested, toasterRequested, () => false)
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
