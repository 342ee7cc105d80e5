import { queryOptions, useQuery } from '@tanstack/react-query'
import { profileSchema } from '#shared/schemas/profile.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountSettingsKeys } from './query-keys.ts'

/** GET /api/profile: the caller's display name and e-mail. */
export function getProfile(signal?: AbortSignal) {
  return apiRequest('/api/profile', { schema: profileSchema, signal })
}

export const profileQuery = queryOptions({
  queryKey: accountSettingsKeys.profile(),
  queryFn: ({ signal }) => getProfile(signal),
})

export function useProfile() {
  return useQuery(profileQuery)
}
