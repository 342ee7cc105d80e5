import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileSchema } from '#shared/schemas/profile.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountSettingsKeys } from './query-keys.ts'

/** PATCH /api/profile. */
export function updateDisplayName(displayName: string) {
  return apiRequest('/api/profile', { method: 'PATCH', body: { displayName }, schema: profileSchema })
}

/**
 * Saves the display name and keeps the answer as the profile. Other features' views of the name (the
 * dashboard's greeting) are read afresh when they next mount, so nothing here reaches into their keys.
 */
export function useUpdateDisplayName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDisplayName,
    onSuccess: (profile) => queryClient.setQueryData(accountSettingsKeys.profile(), profile),
  })
}
