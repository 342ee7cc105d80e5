import { useMutation, useQueryClient } from '@tanstack/react-query'
import { noticeResponseSchema } from '#shared/schemas/profiles.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { profilesKeys } from './query-keys.ts'

/** POST /api/profiles/choose: the Page to post to after signing in. */
export function chooseAccount(accountId: string) {
  return apiRequest('/api/profiles/choose', {
    method: 'POST',
    body: { accountId },
    schema: noticeResponseSchema,
  })
}

export function useChooseAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: chooseAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profilesKeys.all }),
  })
}
