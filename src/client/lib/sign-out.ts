import { type QueryClient, useMutation } from '@tanstack/react-query'
import { signOutResponseSchema } from '#shared/schemas/auth.ts'
import { ApiError, apiRequest } from './api-client.ts'
import { sessionKeys, signedOutSession } from './session.ts'
import { toast } from './toast.ts'
import { toastAfterReload } from './toast-after-reload.ts'

/** POST /api/auth/sign-out. 401, 403 and 404 mean there was no session left to end (spec §8). */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {}, schema: signOutResponseSchema })
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return
    throw error
  }
}

/** Ends the session without a fuss (after a password reset, say): failures are ignored. */
export async function endSessionQuietly(queryClient: QueryClient): Promise<void> {
  await signOut().catch(() => undefined)
  queryClient.setQueryData(sessionKeys.all, signedOutSession)
}

/**
 * `{ mutate, isPending }`: signs out, then loads `redirectTo` afresh, which drops everything the
 * signed-in pages held in memory and lets no page guard redirect elsewhere on the way; the
 * confirmation toast shows on the new page.
 */
export function useSignOut(redirectTo = '/') {
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      toastAfterReload({
        kind: 'success',
        title: 'Signed Out',
        description: 'You have been signed out successfully.',
      })
      window.location.assign(redirectTo)
    },
    onError: () => void toast.error('Sign out failed', { description: 'Please try again.' }),
  })
}
