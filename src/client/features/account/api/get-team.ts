import { queryOptions, useQuery } from '@tanstack/react-query'
import { teamListSchema } from '#shared/schemas/team.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountSettingsKeys } from './query-keys.ts'

/** GET /api/admin/team: the administrators, oldest first. */
export function getTeam(signal?: AbortSignal) {
  return apiRequest('/api/admin/team', { schema: teamListSchema, signal })
}

export function useTeam() {
  return useQuery(
    queryOptions({
      queryKey: accountSettingsKeys.team(),
      queryFn: ({ signal }) => getTeam(signal),
      meta: { topics: ['team'] },
    }),
  )
}
