import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { sessionQueryKey } from './session.ts'

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

export function useSignOut(redirectTo = '/') {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: signOutRequest,
    onSuccess: async () => {
      queryClient.clear()
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
      toast.success('Signed Out', { description: 'You have been signed out successfully.' })
      navigate(redirectTo)
    },
    onError: () => toast.error('Sign out failed', { description: 'Please try again.' }),
  })
}
