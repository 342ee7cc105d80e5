import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NoAnswerRule } from '#shared/content/content-rules.ts'
import { contentSettingsResponseSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

const settingsPath = (customerId: string) =>
  `/api/admin/content/customers/${encodeURIComponent(customerId)}/settings`

/** GET /api/admin/content/customers/:customerId/settings: the customer's no-answer rule. */
export async function getTeamSettings(customerId: string, signal?: AbortSignal) {
  return (await apiRequest(settingsPath(customerId), { schema: contentSettingsResponseSchema, signal }))
    .settings
}

/** PUT /api/admin/content/customers/:customerId/settings */
export function saveTeamSettings({
  customerId,
  noAnswerRule,
}: {
  customerId: string
  noAnswerRule: NoAnswerRule
}) {
  return apiRequest(settingsPath(customerId), {
    method: 'PUT',
    body: { noAnswerRule },
    schema: contentSettingsResponseSchema,
  })
}

export function useTeamSettings(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.teamSettings(customerId),
      queryFn: ({ signal }) => getTeamSettings(customerId, signal),
    }),
  )
}

export function useSaveTeamSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveTeamSettings,
    onSuccess: (_, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: contentKeys.teamSettings(customerId) }),
  })
}
