/**
 * The one way to raise a toast: `toast.success(title, { description })` or `toast.error(…)`.
 * Sonner loads only when the first toast may be needed: application pages ask for it as they load
 * (`requestToaster`), and every toast asks before it shows, so the public pages never load it up front.
 */
type ToastKind = 'success' | 'error'
export interface ToastOptions {
  description?: string
}

let requested = false
const listeners = new Set<() => void>()

export function requestToaster(): void {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}

export function toasterRequested(): boolean {
  return requested
}

export function onToasterRequested(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

async function show(kind: ToastKind, title: string, options?: ToastOptions): Promise<void> {
  requestToaster()
  const sonner = await import('sonner')
  sonner.toast[kind](title, options)
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
}

/** For callers that choose the kind at run time. */
export function showToast(kind: ToastKind, title: string, options?: ToastOptions): Promise<void> {
  return show(kind, title, options)
}
