import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '../../../../shared/schemas/profile.ts'
import { apiRequest } from '../../../lib/api-client.ts'

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => apiRequest<Profile>('/api/profile', { signal }),
})

export function useUpdateDisplayName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (displayName: string) =>
      apiRequest<Profile>('/api/profile', { method: 'PATCH', body: { displayName } }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile)
      void queryClient.invalidateQueries({ queryKey: ['account'] })
    },
  })
}
