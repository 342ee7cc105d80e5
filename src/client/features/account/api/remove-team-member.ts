import { useMutation, useQueryClient } from '@tanstack/react-query'
import { teamChangeResponseSchema } from '#shared/schemas/team.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountSettingsKeys } from './query-keys.ts'

/** DELETE /api/admin/team/:id: the member can no longer sign in (never the last one). */
export function removeTeamMember(id: string) {
  return apiRequest(`/api/admin/team/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: teamChangeResponseSchema,
  })
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeTeamMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSettingsKeys.team() }),
  })
}
