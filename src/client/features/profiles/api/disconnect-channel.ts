import { useMutation, useQueryClient } from '@tanstack/react-query'
import { noticeResponseSchema } from '#shared/schemas/profiles.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { profilesKeys } from './query-keys.ts'

/** DELETE /api/profiles/:channel. */
export function disconnectChannel(channel: string) {
  return apiRequest(`/api/profiles/${encodeURIComponent(channel)}`, {
    method: 'DELETE',
    schema: noticeResponseSchema,
  })
}

export function useDisconnectChannel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disconnectChannel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profilesKeys.all }),
  })
}
