import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type AccountResponse, welcomeShownResponseSchema } from '#shared/schemas/account.ts'
import { accountKey } from '../../../lib/account.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/account/welcome-shown: the welcome page is not shown again. */
export function markWelcomeShown() {
  return apiRequest('/api/account/welcome-shown', { method: 'POST', schema: welcomeShownResponseSchema })
}

export function useMarkWelcomeShown() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markWelcomeShown,
    // The dashboard reads the flag from the account; updated in place, it does not bounce back here.
    onSuccess: () =>
      queryClient.setQueryData<AccountResponse>(accountKey, (old) =>
        old ? { ...old, welcomeShown: true } : old,
      ),
  })
}
