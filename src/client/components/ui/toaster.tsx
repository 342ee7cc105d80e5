import { Toaster as Sonner } from 'sonner'

/** Where toasts appear; call toast() from 'sonner' anywhere to show one. */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />
}
