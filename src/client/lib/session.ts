import { useSyncExternalStore } from 'react'
import type { SessionResponse } from '../../shared/schemas/auth.ts'

/**
 * The caller's session, kept in a small store of its own rather than in the query client, so the
 * public pages (and their navigation) can read it without loading the data layer.
 * After signing in or out call `refreshSession()` (or `setSession()`); invalidating `sessionQueryKey`
 * in the query client does the same.
 */
export const sessionQueryKey = ['session'] as const

export const signedOutSession: SessionResponse = { user: null, isAdmin: false, subscribed: false }

const STALE_AFTER_MS = 30_000

interface SessionState {
  data: SessionResponse | undefined
  isPending: boolean
}

const pendingState: SessionState = { data: undefined, isPending: true }
let state = pendingState
let fetchedAt = 0
let inFlight: Promise<SessionResponse> | undefined
const listeners = new Set<() => void>()
const changeListeners = new Set<(session: SessionResponse) => void>()

export function setSession(session: SessionResponse): void {
  state = { data: session, isPending: false }
  fetchedAt = Date.now()
  for (const listener of listeners) listener()
  for (const listener of changeListeners) listener(session)
}

/** Asks the server again; a failed check counts as signed out, not admin and not subscribed (spec §8). */
export function refreshSession(): Promise<SessionResponse> {
  // Plain fetch rather than apiRequest: this runs on every page, and any failure means signed out.
  inFlight ??= fetch('/api/session', { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<SessionResponse>) : signedOutSession))
    .catch(() => signedOutSession)
    .then((session) => {
      inFlight = undefined
      setSession(session)
      return session
    })
  return inFlight
}

/** Calls `listener` with every session the store learns; returns the unsubscribe function. */
export function onSessionChange(listener: (session: SessionResponse) => void): () => void {
  changeListeners.add(listener)
  if (state.data) listener(state.data)
  return () => changeListeners.delete(listener)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!inFlight && (state.isPending || Date.now() - fetchedAt > STALE_AFTER_MS)) void refreshSession()
  return () => {
    listeners.delete(listener)
  }
}

/** `{ data, isPending }`: pending until the first answer (and in prerendered HTML, which is signed out). */
export function useSession(): SessionState & { refetch: () => Promise<SessionResponse> } {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => pendingState,
  )
  return { ...current, refetch: refreshSession }
}
