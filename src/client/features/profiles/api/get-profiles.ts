import { queryOptions, useQuery } from '@tanstack/react-query'
import { profilesResponseSchema } from '#shared/schemas/profiles.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { profilesKeys } from './query-keys.ts'

/** GET /api/profiles: the customer's channels, their connections and any Page to choose. */
export function getProfiles(signal?: AbortSignal) {
  return apiRequest('/api/profiles', { schema: profilesResponseSchema, signal })
}

export const profilesQuery = queryOptions({
  queryKey: profilesKeys.own(),
  queryFn: ({ signal }) => getProfiles(signal),
})

export function useProfiles() {
  return useQuery(profilesQuery)
}
