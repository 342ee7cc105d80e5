import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type InviteTeamMember, teamChangeResponseSchema } from '#shared/schemas/team.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountSettingsKeys } from './query-keys.ts'

/** POST /api/admin/team/invitations: a new administrator gets a set-password link by e-mail. */
export function inviteTeamMember(input: InviteTeamMember) {
  return apiRequest('/api/admin/team/invitations', {
    method: 'POST',
    body: input,
    schema: teamChangeResponseSchema,
  })
}

export function useInviteTeamMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteTeamMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSettingsKeys.team() }),
  })
}
