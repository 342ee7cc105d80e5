import { useCallback, useState } from 'react'
import { showToast } from '../components/ui/toaster.tsx'
import { setSession, signedOutSession } from './session.ts'
import { toastAfterReload } from './toast-after-reload.ts'

export async function signOutRequest(): Promise<void> {
  const response = await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  // 401, 403 and 404 mean there was no session left to end (spec §8).
  if (!response.ok && ![401, 403, 404].includes(response.status)) throw new Error('Sign out failed')
}

/** Ends the session without a fuss (after a password reset, say): failures are ignored. */
export async function endSessionQuietly(): Promise<void> {
  await signOutRequest().catch(() => undefined)
  setSession(signedOutSession)
}

/**
 * `{ mutate, isPending }`: signs out, then loads `redirectTo` afresh, which drops everything the
 * signed-in pages held in memory and lets no page guard redirect elsewhere on the way; the
 * confirmation toast shows on the new page.
 */
export function useSignOut(redirectTo = '/') {
  const [isPending, setPending] = useState(false)
  const mutate = useCallback(async () => {
    setPending(true)
    try {
      await signOutRequest()
      toastAfterReload({
        kind: 'success',
        title: 'Signed Out',
        description: 'You have been signed out successfully.',
      })
      window.location.assign(redirectTo)
    } catch {
      setPending(false)
      void showToast('error', 'Sign out failed', { description: 'Please try again.' })
    }
  }, [redirectTo])
  return { mutate, isPending }
}
