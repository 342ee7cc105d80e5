import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { showToast } from '../components/ui/toaster.tsx'
import { setSession, signedOutSession } from './session.ts'

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

/** `{ mutate, isPending }`: signs out, forgets the session (and cached data), toasts and navigates. */
export function useSignOut(redirectTo = '/') {
  const navigate = useNavigate()
  const [isPending, setPending] = useState(false)
  const mutate = useCallback(async () => {
    setPending(true)
    try {
      await signOutRequest()
      setSession(signedOutSession)
      void showToast('success', 'Signed Out', { description: 'You have been signed out successfully.' })
      navigate(redirectTo)
    } catch {
      void showToast('error', 'Sign out failed', { description: 'Please try again.' })
    } finally {
      setPending(false)
    }
  }, [navigate, redirectTo])
  return { mutate, isPending }
}
