import { showToast } from './toast.ts'

const STORAGE_KEY = 'postcraft:toast-after-reload'

interface PendingToast {
  kind: 'success' | 'error'
  title: string
  description?: string
}

/** Keeps a toast to show on the next page load in this tab (for actions that end in a full reload). */
export function toastAfterReload(toast: PendingToast): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(toast))
  } catch {
    // Storage can be unavailable (private modes); the action still completes, just without the toast.
  }
}

/** Shows the toast kept by `toastAfterReload`, once. */
export function showToastKeptForThisLoad(): void {
  let pending: PendingToast | undefined
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    sessionStorage.removeItem(STORAGE_KEY)
    pending = raw ? (JSON.parse(raw) as PendingToast) : undefined
  } catch {
    return
  }
  if (pending)
    void showToast(
      pending.kind,
      pending.title,
      pending.description ? { description: pending.description } : undefined,
    )
}
